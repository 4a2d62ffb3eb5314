import { createIcon } from '../create-icon';

export const BroomIcon = /* @__PURE__ */ createIcon(
  'BroomIcon',
  <>
    <path d="M19.5 3 12 10.5" />
    <path d="M9.5 9 15 14.5l-1.5 6.5C9 20 5 17 3 13z" />
    <path d="m6.5 15.5 2-2M9.5 18l2-2" />
  </>,
);
