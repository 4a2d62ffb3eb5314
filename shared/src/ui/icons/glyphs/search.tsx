import { createIcon } from '../create-icon';

export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
);
