// The trades: repairs, electrics, cleaning, water, cooling, pests and care.
import { createIcon } from './create-icon';

export const WrenchIcon = /* @__PURE__ */ createIcon(
  'WrenchIcon',
  <path d="M14.5 3.5a5 5 0 0 0-4.8 6.6L3.5 16.3a2 2 0 0 0 2.8 2.8l6.2-6.2a5 5 0 0 0 6.6-4.8l-3 1.6-2.6-1.3-.4-2.9z" />,
);

/** A hammer and spanner crossed: general repairs, carpentry. */
export const ToolsIcon = /* @__PURE__ */ createIcon(
  'ToolsIcon',
  <>
    <path d="m4 20 8-8M9.5 4.5l4-1 3 3-1 4-2-2-2 2-2-2 2-2z" />
    <path d="m20 20-7.5-7.5M5 4l3 3M3.5 5.5l3-3" />
  </>,
);

export const ToolboxIcon = /* @__PURE__ */ createIcon(
  'ToolboxIcon',
  <>
    <rect x="3" y="8" width="18" height="12" rx="1.5" />
    <path d="M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M3 13h18M10 13v2h4v-2" />
  </>,
);

export const BulbIcon = /* @__PURE__ */ createIcon(
  'BulbIcon',
  <>
    <path d="M9 16.5c0-1.8-3-3.5-3-7a6 6 0 0 1 12 0c0 3.5-3 5.2-3 7z" />
    <path d="M9.5 19.5h5M10.5 22h3" />
  </>,
);

export const BroomIcon = /* @__PURE__ */ createIcon(
  'BroomIcon',
  <>
    <path d="M19.5 3 12 10.5" />
    <path d="M9.5 9 15 14.5l-1.5 6.5C9 20 5 17 3 13z" />
    <path d="m6.5 15.5 2-2M9.5 18l2-2" />
  </>,
);

export const DropletIcon = /* @__PURE__ */ createIcon(
  'DropletIcon',
  <path d="M12 3s-6.5 7-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10 12 3 12 3z" />,
);

export const SnowflakeIcon = /* @__PURE__ */ createIcon(
  'SnowflakeIcon',
  <path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6M9.5 4 12 6l2.5-2M9.5 20l2.5-2 2.5 2M4 10.5l3 1.5-3 1.5M20 10.5 17 12l3 1.5" />,
);

/** A sponge with bubbles: deep cleaning. */
export const SpongeIcon = /* @__PURE__ */ createIcon(
  'SpongeIcon',
  <>
    <rect x="3" y="10" width="18" height="10" rx="2" />
    <path d="M3 14h18" />
    <circle cx="8" cy="5.5" r="2" />
    <circle cx="14.5" cy="4.5" r="1.5" />
  </>,
);

/** An insect: pest control of every kind. */
export const BugIcon = /* @__PURE__ */ createIcon(
  'BugIcon',
  <>
    <rect x="7.5" y="8" width="9" height="12" rx="4.5" />
    <path d="M12 8v12M9.5 8.5 8 5M14.5 8.5 16 5M7.5 12H4M20 12h-3.5M7.5 16.5l-3 2M16.5 16.5l3 2M7.5 9.5l-3-2M16.5 9.5l3-2" />
  </>,
);

/** A log cross-section: woodwork, borer treatment. */
export const WoodIcon = /* @__PURE__ */ createIcon(
  'WoodIcon',
  <>
    <ellipse cx="7" cy="12" rx="4" ry="7" />
    <path d="M7 5h10c2.2 0 4 3.1 4 7s-1.8 7-4 7H7" />
    <ellipse cx="7" cy="12" rx="1.5" ry="3" />
  </>,
);

export const ShieldIcon = /* @__PURE__ */ createIcon(
  'ShieldIcon',
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>,
);

/** A stethoscope: inspections and health checks of a home. */
export const StethoscopeIcon = /* @__PURE__ */ createIcon(
  'StethoscopeIcon',
  <>
    <path d="M6 3H4.5v5.5a4.5 4.5 0 0 0 9 0V3H12" />
    <path d="M9 13v1.5a5 5 0 0 0 10 0V12" />
    <circle cx="19" cy="10" r="2" />
  </>,
);
