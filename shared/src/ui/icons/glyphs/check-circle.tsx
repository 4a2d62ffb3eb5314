import { createIcon } from '../create-icon';

/** A tick in a circle: done, assured. */
export const CheckCircleIcon = /* @__PURE__ */ createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m7.8 12.3 2.9 2.9 5.5-5.7" />
  </>,
);
