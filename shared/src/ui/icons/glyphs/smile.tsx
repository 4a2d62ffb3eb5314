import { createIcon } from '../create-icon';

export const SmileIcon = /* @__PURE__ */ createIcon(
  'SmileIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
  </>,
);
