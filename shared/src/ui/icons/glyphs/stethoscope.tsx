import { createIcon } from '../create-icon';

/** A stethoscope: inspections and health checks of a home. */
export const StethoscopeIcon = /* @__PURE__ */ createIcon(
  'StethoscopeIcon',
  <>
    <path d="M6 3H4.5v5.5a4.5 4.5 0 0 0 9 0V3H12" />
    <path d="M9 13v1.5a5 5 0 0 0 10 0V12" />
    <circle cx="19" cy="10" r="2" />
  </>,
);
