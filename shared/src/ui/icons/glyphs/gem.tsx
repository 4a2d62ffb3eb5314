import { createIcon } from '../create-icon';

/** A cut gem: the premium tier. */
export const GemIcon = /* @__PURE__ */ createIcon(
  'GemIcon',
  <path d="M7 4h10l4 5-9 11L3 9zM3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />,
);
