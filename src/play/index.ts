/** Playing against a computer captain in the terminal (`wsim play`). */
export { PlaySession, type Reply, type SessionOptions, type NewGameSpec } from './session.js';
export { PlayGame } from './game.js';
export { runInTerminal, type TerminalOptions, type EndReason } from './terminal.js';
export {
  readSave,
  parseSave,
  writeJsonAtomic,
  defaultSavePath,
  recordPathFor,
  SaveError,
  SAVE_FORMAT,
  type PlaySave,
} from './save.js';
export { shipNames, shipTags } from './glyphs.js';
export { timedMovesAllowance, formatClock, type Clock } from './timer.js';
export type { StageName } from './rules/types.js';
