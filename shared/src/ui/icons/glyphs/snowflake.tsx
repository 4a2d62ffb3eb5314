import { createIcon } from '../create-icon';

export const SnowflakeIcon = /* @__PURE__ */ createIcon(
  'SnowflakeIcon',
  <path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6M9.5 4 12 6l2.5-2M9.5 20l2.5-2 2.5 2M4 10.5l3 1.5-3 1.5M20 10.5 17 12l3 1.5" />,
);
