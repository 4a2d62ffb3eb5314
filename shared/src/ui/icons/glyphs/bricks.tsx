import { createIcon } from '../create-icon';

export const BricksIcon = /* @__PURE__ */ createIcon(
  'BricksIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="1" />
    <path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />
  </>,
);
