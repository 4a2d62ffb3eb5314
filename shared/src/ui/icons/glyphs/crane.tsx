import { createIcon } from '../create-icon';

/** A tower crane: construction. */
export const CraneIcon = /* @__PURE__ */ createIcon(
  'CraneIcon',
  <>
    <path d="M6 21V4M3 21h7M6 4h15M6 4 2.5 7.5M6 8l4-4M17 4v5" />
    <rect x="15" y="9" width="4" height="3" />
  </>,
);
