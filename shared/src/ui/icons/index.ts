// `@marketplace/shared/icons`: the site's SVG icon set. Not a federation singleton (icons hold no
// state), so each app's bundle carries only the icons it imports; one module per icon (glyphs/,
// side-effect free for the bundler), so each page's chunks carry only the icons that page draws.
export { createIcon, type IconComponent, type IconProps } from './create-icon';
export {
  ChatIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from './contact-icons';
export {
  BellIcon,
  CalendarIcon,
  CartIcon,
  HeartFilledIcon,
  HeartIcon,
  PauseIcon,
  PlayIcon,
  SearchIcon,
  StarIcon,
  TimerIcon,
} from './control-icons';
export {
  BedIcon,
  BricksIcon,
  BuildingIcon,
  ChairIcon,
  CityIcon,
  CraneIcon,
  DoorIcon,
  HomeIcon,
  SofaIcon,
} from './building-icons';
export {
  BroomIcon,
  BugIcon,
  BulbIcon,
  DropletIcon,
  ShieldIcon,
  SnowflakeIcon,
  SpongeIcon,
  StethoscopeIcon,
  ToolboxIcon,
  ToolsIcon,
  WoodIcon,
  WrenchIcon,
} from './service-icons';
export {
  CheckCircleIcon,
  ClipboardIcon,
  GemIcon,
  MedalIcon,
  RepeatIcon,
  RupeeIcon,
  SmileIcon,
  TargetIcon,
  TrophyIcon,
  UsersIcon,
  WorkerIcon,
} from './trust-icons';
export {
  AreaIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  ExpandIcon,
  FilterIcon,
  ShareIcon,
} from './navigation-icons';
export { ALL_ICONS, NamedIcon, type NamedIconProps } from './NamedIcon';
export { KeyedIcon, type IconSet, type KeyedIconProps } from './KeyedIcon';
export { ICON_KEYS, type IconKey } from '../../contracts-catalogue/icon-keys';
