// Development only (the sources run through vitest or tsx; compiled, the pool loads worker.js):
// worker threads do not inherit the main thread's TypeScript loader, so register tsx in this
// thread, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const { default: runBatch } = await import('./worker.ts');

export default runBatch;
