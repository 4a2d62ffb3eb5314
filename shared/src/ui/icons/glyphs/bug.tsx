import { createIcon } from '../create-icon';

/** An insect: pest control of every kind. */
export const BugIcon = /* @__PURE__ */ createIcon(
  'BugIcon',
  <>
    <rect x="7.5" y="8" width="9" height="12" rx="4.5" />
    <path d="M12 8v12M9.5 8.5 8 5M14.5 8.5 16 5M7.5 12H4M20 12h-3.5M7.5 16.5l-3 2M16.5 16.5l3 2M7.5 9.5l-3-2M16.5 9.5l3-2" />
  </>,
);
