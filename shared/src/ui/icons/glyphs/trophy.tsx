import { createIcon } from '../create-icon';

export const TrophyIcon = /* @__PURE__ */ createIcon(
  'TrophyIcon',
  <>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3M8 20.5h8M9.5 17h5v3.5h-5z" />
  </>,
);
