import { createIcon } from '../create-icon';

export const MedalIcon = /* @__PURE__ */ createIcon(
  'MedalIcon',
  <>
    <path d="M8 3h3l2 6M16 3h-3l-1.3 4" />
    <circle cx="12" cy="15" r="6" />
    <path d="m12 12 .9 1.9 2 .2-1.5 1.4.4 2L12 16.5l-1.8 1 .4-2-1.5-1.4 2-.2z" />
  </>,
);
