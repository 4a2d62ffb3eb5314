import { createIcon } from '../create-icon';

export const FilterIcon = /* @__PURE__ */ createIcon(
  'FilterIcon',
  <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />,
);
