import { createIcon } from '../create-icon';

export const BedIcon = /* @__PURE__ */ createIcon(
  'BedIcon',
  <>
    <path d="M3 6v14M3 16h18v4M21 16v-3a3 3 0 0 0-3-3h-7v6" />
    <circle cx="7" cy="12" r="2" />
  </>,
);
