/** Reports from batch results: `buildReport` and the statistics it uses (docs/reports.md). */
export { buildReport, type BuildOptions, type BuildResult } from './build.js';
export { readInputs, readLadder, ReportInputError, type Inputs } from './read.js';
export { aggregate, type Aggregates } from './aggregate.js';
export { headToHead, DEFAULT_MARGIN, type HeadToHeadRow } from './compare.js';
export { resolveSides, type SideInfo } from './sides.js';
export * from './stats.js';
