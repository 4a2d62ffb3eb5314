// Homes, buildings, rooms and furniture.
import { createIcon } from './create-icon';

export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <>
    <path d="M3 11 12 3.5l9 7.5" />
    <path d="M5.5 9.5V20h13V9.5" />
    <path d="M10 20v-5.5h4V20" />
  </>,
);

export const BuildingIcon = /* @__PURE__ */ createIcon(
  'BuildingIcon',
  <>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10.5 21v-2.5h3V21" />
  </>,
);

/** A skyline: real estate in the city. */
export const CityIcon = /* @__PURE__ */ createIcon(
  'CityIcon',
  <>
    <path d="M3 21h18M4.5 21V11h5v10M9.5 21V4h7v17M16.5 21v-7h3v7" />
    <path d="M12 8h2M12 11.5h2M12 15h2" />
  </>,
);

/** A tower crane: construction. */
export const CraneIcon = /* @__PURE__ */ createIcon(
  'CraneIcon',
  <>
    <path d="M6 21V4M3 21h7M6 4h15M6 4 2.5 7.5M6 8l4-4M17 4v5" />
    <rect x="15" y="9" width="4" height="3" />
  </>,
);

export const SofaIcon = /* @__PURE__ */ createIcon(
  'SofaIcon',
  <>
    <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
    <path d="M3 13a2 2 0 0 1 4 0v1h10v-1a2 2 0 0 1 4 0v5H3z" />
    <path d="M5 18v2M19 18v2" />
  </>,
);

export const BedIcon = /* @__PURE__ */ createIcon(
  'BedIcon',
  <>
    <path d="M3 6v14M3 16h18v4M21 16v-3a3 3 0 0 0-3-3h-7v6" />
    <circle cx="7" cy="12" r="2" />
  </>,
);

export const ChairIcon = /* @__PURE__ */ createIcon(
  'ChairIcon',
  <path d="M7 3h10v9H7zM5 12h14v3H5zM7 15v6M17 15v6" />,
);

export const DoorIcon = /* @__PURE__ */ createIcon(
  'DoorIcon',
  <>
    <path d="M6 21V3h12v18M3.5 21h17" />
    <path d="M14.5 12h.01" />
  </>,
);

export const BricksIcon = /* @__PURE__ */ createIcon(
  'BricksIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="1" />
    <path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />
  </>,
);
