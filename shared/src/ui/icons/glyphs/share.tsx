import { createIcon } from '../create-icon';

export const ShareIcon = /* @__PURE__ */ createIcon(
  'ShareIcon',
  <>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 13.3 6.6 3.9M15.3 6.8l-6.6 3.9" />
  </>,
);
