import { createIcon } from '../create-icon';

export const ClipboardIcon = /* @__PURE__ */ createIcon(
  'ClipboardIcon',
  <>
    <path d="M9 4.5H6.5A1.5 1.5 0 0 0 5 6v14a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V6a1.5 1.5 0 0 0-1.5-1.5H15" />
    <rect x="9" y="3" width="6" height="3" rx="1" />
    <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
  </>,
);
