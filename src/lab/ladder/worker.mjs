// Worker threads do not inherit the tsx loader of the main thread: register it here, then load
// the TypeScript worker (the same arrangement as the batch lab's worker).
import { register } from 'tsx/esm/api';

register();
const { default: playJob } = await import('./worker.ts');

export default playJob;
