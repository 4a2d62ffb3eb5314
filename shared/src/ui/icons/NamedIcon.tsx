// Draws the icon that catalogue data names by key. Importing this brings every keyed icon into the
// bundle (about 10 KB before compression): code that knows its icon imports that one component, and
// a page whose data names a few passes just those to KeyedIcon.
import type { IconKey } from '../../contracts-catalogue/icon-keys';
import {
  BedIcon,
  BricksIcon,
  BuildingIcon,
  ChairIcon,
  CityIcon,
  CraneIcon,
} from './building-icons';
import { DoorIcon, HomeIcon, SofaIcon } from './building-icons';
import {
  ChatIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from './contact-icons';
import { CalendarIcon, CartIcon, SearchIcon, StarIcon, TimerIcon } from './control-icons';
import type { IconComponent, IconProps } from './create-icon';
import { BroomIcon, BugIcon, BulbIcon, DropletIcon, ShieldIcon } from './service-icons';
import { SnowflakeIcon, SpongeIcon, StethoscopeIcon, ToolboxIcon } from './service-icons';
import { ToolsIcon, WoodIcon, WrenchIcon } from './service-icons';
import { CheckCircleIcon, ClipboardIcon, GemIcon, MedalIcon, RepeatIcon } from './trust-icons';
import { RupeeIcon, SmileIcon, TargetIcon, TrophyIcon, UsersIcon, WorkerIcon } from './trust-icons';

/** Every keyed icon: for a page whose data can name any of them. */
export const ALL_ICONS: Readonly<Record<IconKey, IconComponent>> = {
  bed: BedIcon,
  bricks: BricksIcon,
  broom: BroomIcon,
  bug: BugIcon,
  building: BuildingIcon,
  bulb: BulbIcon,
  calendar: CalendarIcon,
  cart: CartIcon,
  chair: ChairIcon,
  chat: ChatIcon,
  check: CheckCircleIcon,
  city: CityIcon,
  clipboard: ClipboardIcon,
  clock: ClockIcon,
  crane: CraneIcon,
  door: DoorIcon,
  droplet: DropletIcon,
  gem: GemIcon,
  home: HomeIcon,
  mail: MailIcon,
  'map-pin': MapPinIcon,
  medal: MedalIcon,
  phone: PhoneIcon,
  repeat: RepeatIcon,
  rupee: RupeeIcon,
  search: SearchIcon,
  shield: ShieldIcon,
  smile: SmileIcon,
  snowflake: SnowflakeIcon,
  sofa: SofaIcon,
  sponge: SpongeIcon,
  star: StarIcon,
  stethoscope: StethoscopeIcon,
  target: TargetIcon,
  timer: TimerIcon,
  toolbox: ToolboxIcon,
  tools: ToolsIcon,
  trophy: TrophyIcon,
  users: UsersIcon,
  whatsapp: WhatsAppIcon,
  wood: WoodIcon,
  worker: WorkerIcon,
  wrench: WrenchIcon,
};

export interface NamedIconProps extends IconProps {
  name: IconKey;
}

export function NamedIcon({ name, ...props }: NamedIconProps) {
  const Icon = ALL_ICONS[name];
  return <Icon {...props} />;
}
