import { createIcon } from '../create-icon';

export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="m15 18-6-6 6-6" />,
);
