import { createIcon } from '../create-icon';

/** Floor area (sq ft): a plan with a room marked off. */
export const AreaIcon = /* @__PURE__ */ createIcon(
  'AreaIcon',
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M4 10h16M10 20V10" />
  </>,
);
