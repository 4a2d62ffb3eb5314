// What the api accepts as a catalogue picture.

/** Where pictures live: an upload (WebP, three widths) or a seeded drawing (SVG). */
export const CATALOGUE_PICTURE_URL =
  /^\/uploads\/catalogue\/(?:[a-f0-9]{32}-1280\.webp|seed-[a-z0-9-]+\.svg)$/;
