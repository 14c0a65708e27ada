/**
 * Public API of the workbench's engine. Captains, the batch lab, reports, play and the command line use these
 * modules only (docs/architecture.md, "The public API"): the generic verbs every rule system answers, typed by the
 * system a game is played under (`src/api/core.ts`, exported here as they are), and each system's own extras in its
 * module, exported here as a namespace — `wsim` (`src/api/wsim.ts`) and `springelkamp` (`src/api/springelkamp.ts`).
 */
export * from './api/core.js';
export * as wsim from './api/wsim.js';
export * as springelkamp from './api/springelkamp.js';
