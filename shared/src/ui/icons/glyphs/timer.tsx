import { createIcon } from '../create-icon';

export const TimerIcon = /* @__PURE__ */ createIcon(
  'TimerIcon',
  <>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 13.5V10M10 3h4M18.5 6.5 17 8" />
  </>,
);
