import { createIcon } from '../create-icon';

/** A worker in a hard hat: skilled professionals. */
export const WorkerIcon = /* @__PURE__ */ createIcon(
  'WorkerIcon',
  <>
    <path d="M6.5 10a5.5 5.5 0 0 1 11 0M5 10h14M12 4.5V7" />
    <path d="M8 10.5a4 4 0 0 0 8 0" />
    <path d="M4 21c.5-3.5 3.8-5.5 8-5.5s7.5 2 8 5.5" />
  </>,
);
