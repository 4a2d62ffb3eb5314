import { createIcon } from '../create-icon';

export const ChatIcon = /* @__PURE__ */ createIcon(
  'ChatIcon',
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);
