import { createIcon } from '../create-icon';

/** A log cross-section: woodwork, borer treatment. */
export const WoodIcon = /* @__PURE__ */ createIcon(
  'WoodIcon',
  <>
    <ellipse cx="7" cy="12" rx="4" ry="7" />
    <path d="M7 5h10c2.2 0 4 3.1 4 7s-1.8 7-4 7H7" />
    <ellipse cx="7" cy="12" rx="1.5" ry="3" />
  </>,
);
