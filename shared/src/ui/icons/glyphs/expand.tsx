import { createIcon } from '../create-icon';

/** Open in full screen: two corners pointing outwards. */
export const ExpandIcon = /* @__PURE__ */ createIcon(
  'ExpandIcon',
  <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />,
);
