import { createIcon } from '../create-icon';

export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <>
    <path d="M3 11 12 3.5l9 7.5" />
    <path d="M5.5 9.5V20h13V9.5" />
    <path d="M10 20v-5.5h4V20" />
  </>,
);
