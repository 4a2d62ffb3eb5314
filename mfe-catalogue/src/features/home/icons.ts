// The icons the home page's data names (category cards, the two stats strips, the most-booked
// services' picture fallbacks): the home page draws them from this set instead of NamedIcon, so
// `/` downloads these 14 icons, not all 45 (icons.test.ts checks the set covers the data).
import {
  BroomIcon,
  BulbIcon,
  CityIcon,
  ClockIcon,
  CraneIcon,
  DropletIcon,
  HomeIcon,
  SmileIcon,
  SofaIcon,
  StarIcon,
  TargetIcon,
  ToolboxIcon,
  WorkerIcon,
  WrenchIcon,
  type IconSet,
} from '@marketplace/shared/icons';

export const HOME_ICONS: IconSet = {
  broom: BroomIcon,
  bulb: BulbIcon,
  city: CityIcon,
  clock: ClockIcon,
  crane: CraneIcon,
  droplet: DropletIcon,
  home: HomeIcon,
  smile: SmileIcon,
  sofa: SofaIcon,
  star: StarIcon,
  target: TargetIcon,
  toolbox: ToolboxIcon,
  worker: WorkerIcon,
  wrench: WrenchIcon,
};
