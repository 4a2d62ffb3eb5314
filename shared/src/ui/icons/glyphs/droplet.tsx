import { createIcon } from '../create-icon';

export const DropletIcon = /* @__PURE__ */ createIcon(
  'DropletIcon',
  <path d="M12 3s-6.5 7-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10 12 3 12 3z" />,
);
