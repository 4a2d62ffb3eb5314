// Reasons to trust the business: people, results, guarantees, quality and value.
import { createIcon } from './create-icon';

export const SmileIcon = /* @__PURE__ */ createIcon(
  'SmileIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
  </>,
);

export const TargetIcon = /* @__PURE__ */ createIcon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);

/** A worker in a hard hat: skilled professionals. */
export const WorkerIcon = /* @__PURE__ */ createIcon(
  'WorkerIcon',
  <>
    <path d="M6.5 10a5.5 5.5 0 0 1 11 0M5 10h14M12 4.5V7" />
    <path d="M8 10.5a4 4 0 0 0 8 0" />
    <path d="M4 21c.5-3.5 3.8-5.5 8-5.5s7.5 2 8 5.5" />
  </>,
);

export const UsersIcon = /* @__PURE__ */ createIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.4-3.4 3-5.5 6.5-5.5s6.1 2.1 6.5 5.5" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.3 2.5 3.5 5.2" />
  </>,
);

/** A cut gem: the premium tier. */
export const GemIcon = /* @__PURE__ */ createIcon(
  'GemIcon',
  <path d="M7 4h10l4 5-9 11L3 9zM3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />,
);

export const TrophyIcon = /* @__PURE__ */ createIcon(
  'TrophyIcon',
  <>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3M8 20.5h8M9.5 17h5v3.5h-5z" />
  </>,
);

export const MedalIcon = /* @__PURE__ */ createIcon(
  'MedalIcon',
  <>
    <path d="M8 3h3l2 6M16 3h-3l-1.3 4" />
    <circle cx="12" cy="15" r="6" />
    <path d="m12 12 .9 1.9 2 .2-1.5 1.4.4 2L12 16.5l-1.8 1 .4-2-1.5-1.4 2-.2z" />
  </>,
);

/** A tick in a circle: done, assured. */
export const CheckCircleIcon = /* @__PURE__ */ createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m7.8 12.3 2.9 2.9 5.5-5.7" />
  </>,
);

/** Two arrows in a loop: repeat visits, annual plans. */
export const RepeatIcon = /* @__PURE__ */ createIcon(
  'RepeatIcon',
  <path d="M17 2.5 20.5 6 17 9.5M3.5 11V9.5A3.5 3.5 0 0 1 7 6h13.5M7 21.5 3.5 18 7 14.5M20.5 13v1.5A3.5 3.5 0 0 1 17 18H3.5" />,
);

export const ClipboardIcon = /* @__PURE__ */ createIcon(
  'ClipboardIcon',
  <>
    <path d="M9 4.5H6.5A1.5 1.5 0 0 0 5 6v14a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V6a1.5 1.5 0 0 0-1.5-1.5H15" />
    <rect x="9" y="3" width="6" height="3" rx="1" />
    <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
  </>,
);

/** The rupee sign in a circle: transparent pricing. */
export const RupeeIcon = /* @__PURE__ */ createIcon(
  'RupeeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 7.5h7M8.5 10.5h7M10 7.5c4 0 4 6-1.5 6l5 4" />
  </>,
);
