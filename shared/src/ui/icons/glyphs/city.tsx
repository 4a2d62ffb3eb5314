import { createIcon } from '../create-icon';

/** A skyline: real estate in the city. */
export const CityIcon = /* @__PURE__ */ createIcon(
  'CityIcon',
  <>
    <path d="M3 21h18M4.5 21V11h5v10M9.5 21V4h7v17M16.5 21v-7h3v7" />
    <path d="M12 8h2M12 11.5h2M12 15h2" />
  </>,
);
