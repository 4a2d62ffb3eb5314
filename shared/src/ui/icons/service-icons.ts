// The trades: repairs, electrics, cleaning, water, cooling, pests and care.
export { WrenchIcon } from './glyphs/wrench';
export { ToolsIcon } from './glyphs/tools';
export { ToolboxIcon } from './glyphs/toolbox';
export { BulbIcon } from './glyphs/bulb';
export { BroomIcon } from './glyphs/broom';
export { DropletIcon } from './glyphs/droplet';
export { SnowflakeIcon } from './glyphs/snowflake';
export { SpongeIcon } from './glyphs/sponge';
export { BugIcon } from './glyphs/bug';
export { WoodIcon } from './glyphs/wood';
export { ShieldIcon } from './glyphs/shield';
export { StethoscopeIcon } from './glyphs/stethoscope';
