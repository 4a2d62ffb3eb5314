import { createIcon } from '../create-icon';

/** Two arrows in a loop: repeat visits, annual plans. */
export const RepeatIcon = /* @__PURE__ */ createIcon(
  'RepeatIcon',
  <path d="M17 2.5 20.5 6 17 9.5M3.5 11V9.5A3.5 3.5 0 0 1 7 6h13.5M7 21.5 3.5 18 7 14.5M20.5 13v1.5A3.5 3.5 0 0 1 17 18H3.5" />,
);
