import { createIcon } from '../create-icon';

export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M6.5 3H9l1.8 4.6-2.3 1.5a11 11 0 0 0 6.4 6.4l1.5-2.3L21 15v2.5A2.5 2.5 0 0 1 18.5 20 15.5 15.5 0 0 1 4 5.5 2.5 2.5 0 0 1 6.5 3z" />,
);
