import { createIcon } from '../create-icon';

export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4" />
    <circle cx="9" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>,
);
