import { createIcon } from '../create-icon';

export const ChairIcon = /* @__PURE__ */ createIcon(
  'ChairIcon',
  <path d="M7 3h10v9H7zM5 12h14v3H5zM7 15v6M17 15v6" />,
);
