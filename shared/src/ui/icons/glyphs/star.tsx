import { createIcon } from '../create-icon';

/** A filled star: ratings. */
export const StarIcon = /* @__PURE__ */ createIcon(
  'StarIcon',
  <path
    d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
    fill="currentColor"
  />,
);
