import { createIcon } from '../create-icon';

export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="m9 18 6-6-6-6" />,
);
