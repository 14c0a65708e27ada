// Worker threads do not inherit the tsx loader of the main thread (bin/wsim.js, vitest):
// register it in this thread, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./labWorker.ts');
