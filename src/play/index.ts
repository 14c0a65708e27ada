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
// a rule system's play adapter: one per system, registered by each
export { registerPlayRules, playRulesOf } from './rules/index.js';
export type * from './rules/types.js';
export { plotCommand, holdCommand } from './orders.js';
