import { createIcon } from '../create-icon';

/** E-mail alerts of a saved search. */
export const BellIcon = /* @__PURE__ */ createIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
