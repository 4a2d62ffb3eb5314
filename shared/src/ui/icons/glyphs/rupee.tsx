import { createIcon } from '../create-icon';

/** The rupee sign in a circle: transparent pricing. */
export const RupeeIcon = /* @__PURE__ */ createIcon(
  'RupeeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 7.5h7M8.5 10.5h7M10 7.5c4 0 4 6-1.5 6l5 4" />
  </>,
);
