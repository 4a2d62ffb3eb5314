// Controls and small marks of the interface: media, search, favourites, rating, cart, time.
export { PlayIcon } from './glyphs/play';
export { PauseIcon } from './glyphs/pause';
export { SearchIcon } from './glyphs/search';
export { HeartFilledIcon, HeartIcon } from './glyphs/heart';
export { StarIcon } from './glyphs/star';
export { CartIcon } from './glyphs/cart';
export { TimerIcon } from './glyphs/timer';
export { CalendarIcon } from './glyphs/calendar';
export { BellIcon } from './glyphs/bell';
