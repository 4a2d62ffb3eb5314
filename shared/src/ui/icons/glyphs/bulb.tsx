import { createIcon } from '../create-icon';

export const BulbIcon = /* @__PURE__ */ createIcon(
  'BulbIcon',
  <>
    <path d="M9 16.5c0-1.8-3-3.5-3-7a6 6 0 0 1 12 0c0 3.5-3 5.2-3 7z" />
    <path d="M9.5 19.5h5M10.5 22h3" />
  </>,
);
