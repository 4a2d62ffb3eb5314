import { createIcon } from '../create-icon';

const heart = 'M12 20s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.4C20 15.1 12 20 12 20z';

export const HeartIcon = /* @__PURE__ */ createIcon('HeartIcon', <path d={heart} />);

/** The filled heart of a saved favourite. */
export const HeartFilledIcon = /* @__PURE__ */ createIcon(
  'HeartFilledIcon',
  <path d={heart} fill="currentColor" />,
);
