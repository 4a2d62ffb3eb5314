// The icons the homecare page's data names (its stats strip and its service cards' picture
// fallbacks): drawn from this set instead of NamedIcon, so the page downloads these 13 icons, not
// all of them (icons.test.ts checks the set covers the data).
import {
  BedIcon,
  BugIcon,
  BulbIcon,
  ChairIcon,
  CheckCircleIcon,
  ClockIcon,
  DoorIcon,
  MedalIcon,
  SmileIcon,
  SnowflakeIcon,
  SpongeIcon,
  ToolsIcon,
  WoodIcon,
  type IconSet,
} from '@marketplace/shared/icons';

export const HOMECARE_ICONS: IconSet = {
  bed: BedIcon,
  bug: BugIcon,
  bulb: BulbIcon,
  chair: ChairIcon,
  check: CheckCircleIcon,
  clock: ClockIcon,
  door: DoorIcon,
  medal: MedalIcon,
  smile: SmileIcon,
  snowflake: SnowflakeIcon,
  sponge: SpongeIcon,
  tools: ToolsIcon,
  wood: WoodIcon,
};
