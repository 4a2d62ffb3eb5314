import { createIcon } from '../create-icon';

export const TargetIcon = /* @__PURE__ */ createIcon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);
