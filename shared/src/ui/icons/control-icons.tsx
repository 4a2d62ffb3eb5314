// Controls and small marks of the interface: media, search, favourites, rating, cart, time.
import { createIcon } from './create-icon';

export const PlayIcon = /* @__PURE__ */ createIcon('PlayIcon', <path d="M7 4.5v15l12-7.5z" />);

export const PauseIcon = /* @__PURE__ */ createIcon('PauseIcon', <path d="M8 5v14M16 5v14" />);

export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
);

const heart = 'M12 20s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.4C20 15.1 12 20 12 20z';

export const HeartIcon = /* @__PURE__ */ createIcon('HeartIcon', <path d={heart} />);

/** The filled heart of a saved favourite. */
export const HeartFilledIcon = /* @__PURE__ */ createIcon(
  'HeartFilledIcon',
  <path d={heart} fill="currentColor" />,
);

/** A filled star: ratings. */
export const StarIcon = /* @__PURE__ */ createIcon(
  'StarIcon',
  <path
    d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
    fill="currentColor"
  />,
);

export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4" />
    <circle cx="9" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>,
);

export const TimerIcon = /* @__PURE__ */ createIcon(
  'TimerIcon',
  <>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 13.5V10M10 3h4M18.5 6.5 17 8" />
  </>,
);

export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2" />
  </>,
);
