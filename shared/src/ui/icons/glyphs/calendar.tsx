import { createIcon } from '../create-icon';

export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2" />
  </>,
);
