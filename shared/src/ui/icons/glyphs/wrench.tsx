import { createIcon } from '../create-icon';

export const WrenchIcon = /* @__PURE__ */ createIcon(
  'WrenchIcon',
  <path d="M14.5 3.5a5 5 0 0 0-4.8 6.6L3.5 16.3a2 2 0 0 0 2.8 2.8l6.2-6.2a5 5 0 0 0 6.6-4.8l-3 1.6-2.6-1.3-.4-2.9z" />,
);
