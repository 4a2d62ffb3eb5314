// Moving through and acting on content: arrows for galleries and drill-down, full screen,
// filtering, sharing, downloading, and the floor-area mark of a property card.
import { createIcon } from './create-icon';

export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="m15 18-6-6 6-6" />,
);

export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="m9 18 6-6-6-6" />,
);

/** Open in full screen: two corners pointing outwards. */
export const ExpandIcon = /* @__PURE__ */ createIcon(
  'ExpandIcon',
  <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />,
);

export const FilterIcon = /* @__PURE__ */ createIcon(
  'FilterIcon',
  <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />,
);

export const ShareIcon = /* @__PURE__ */ createIcon(
  'ShareIcon',
  <>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 13.3 6.6 3.9M15.3 6.8l-6.6 3.9" />
  </>,
);

export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16" />,
);

/** Floor area (sq ft): a plan with a room marked off. */
export const AreaIcon = /* @__PURE__ */ createIcon(
  'AreaIcon',
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M4 10h16M10 20V10" />
  </>,
);
