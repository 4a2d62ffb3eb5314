import { createIcon } from '../create-icon';

export const PauseIcon = /* @__PURE__ */ createIcon('PauseIcon', <path d="M8 5v14M16 5v14" />);
