// Property pictures are stored as WebP at three widths with one random key:
// /uploads/properties/<key>-480.webp, -800.webp and -1280.webp. The api serves the largest URL;
// pages derive the smaller ones for srcset. Admin uploads follow the same convention, and so do
// the catalogue's pictures, under /uploads/catalogue/.

export const PROPERTY_IMAGE_WIDTHS = [480, 800, 1280] as const;
export type PropertyImageWidth = (typeof PROPERTY_IMAGE_WIDTHS)[number];

const LARGEST = PROPERTY_IMAGE_WIDTHS[PROPERTY_IMAGE_WIDTHS.length - 1];
const VARIANT_URL = new RegExp(
  `^(/uploads/(?:properties|catalogue)/[A-Za-z0-9_-]+)-${LARGEST}\\.webp$`,
);

/** The folders of UPLOAD_DIR that hold pictures of this convention. */
export type PictureFolder = 'properties' | 'catalogue';

/** URL of one width of a picture whose key is `key`. */
export function propertyImageUrl(
  key: string,
  width: PropertyImageWidth,
  folder: PictureFolder = 'properties',
): string {
  return `/uploads/${folder}/${key}-${width}.webp`;
}

/** `src` (the largest picture) and, when the URL follows the convention, a `srcSet` of all widths. */
export function propertyImageSources(url: string): { src: string; srcSet?: string } {
  const match = VARIANT_URL.exec(url);
  if (!match) return { src: url };
  const base = match[1];
  const srcSet = PROPERTY_IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
  return { src: url, srcSet };
}
