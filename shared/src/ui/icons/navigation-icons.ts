// Moving through and acting on content: arrows for galleries and drill-down, full screen,
// filtering, sharing, downloading, and the floor-area mark of a property card.
export { ChevronLeftIcon } from './glyphs/chevron-left';
export { ChevronRightIcon } from './glyphs/chevron-right';
export { ExpandIcon } from './glyphs/expand';
export { FilterIcon } from './glyphs/filter';
export { ShareIcon } from './glyphs/share';
export { DownloadIcon } from './glyphs/download';
export { AreaIcon } from './glyphs/area';
