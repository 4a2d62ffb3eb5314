import { createIcon } from '../create-icon';

export const ToolboxIcon = /* @__PURE__ */ createIcon(
  'ToolboxIcon',
  <>
    <rect x="3" y="8" width="18" height="12" rx="1.5" />
    <path d="M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M3 13h18M10 13v2h4v-2" />
  </>,
);
