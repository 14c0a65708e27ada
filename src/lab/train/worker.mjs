// Development only, as ../worker.mjs: register tsx in this worker thread, then load the
// TypeScript worker (compiled, training loads worker.js).
import { register } from 'tsx/esm/api';

register();
const { default: playJob } = await import('./worker.ts');

export default playJob;
