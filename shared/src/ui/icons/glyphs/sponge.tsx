import { createIcon } from '../create-icon';

/** A sponge with bubbles: deep cleaning. */
export const SpongeIcon = /* @__PURE__ */ createIcon(
  'SpongeIcon',
  <>
    <rect x="3" y="10" width="18" height="10" rx="2" />
    <path d="M3 14h18" />
    <circle cx="8" cy="5.5" r="2" />
    <circle cx="14.5" cy="4.5" r="1.5" />
  </>,
);
