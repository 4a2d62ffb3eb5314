import { createIcon } from '../create-icon';

export const DoorIcon = /* @__PURE__ */ createIcon(
  'DoorIcon',
  <>
    <path d="M6 21V3h12v18M3.5 21h17" />
    <path d="M14.5 12h.01" />
  </>,
);
