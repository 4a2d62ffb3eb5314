import { createIcon } from '../create-icon';

export const BuildingIcon = /* @__PURE__ */ createIcon(
  'BuildingIcon',
  <>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10.5 21v-2.5h3V21" />
  </>,
);
