// Reasons to trust the business: people, results, guarantees, quality and value.
export { SmileIcon } from './glyphs/smile';
export { TargetIcon } from './glyphs/target';
export { WorkerIcon } from './glyphs/worker';
export { UsersIcon } from './glyphs/users';
export { GemIcon } from './glyphs/gem';
export { TrophyIcon } from './glyphs/trophy';
export { MedalIcon } from './glyphs/medal';
export { CheckCircleIcon } from './glyphs/check-circle';
export { RepeatIcon } from './glyphs/repeat';
export { ClipboardIcon } from './glyphs/clipboard';
export { RupeeIcon } from './glyphs/rupee';
