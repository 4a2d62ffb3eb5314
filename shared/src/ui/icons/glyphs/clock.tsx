import { createIcon } from '../create-icon';

export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>,
);
