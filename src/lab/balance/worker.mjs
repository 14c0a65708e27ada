// Worker threads do not inherit the tsx loader of the main thread: register it here, then load
// the TypeScript worker (the arrangement of the batch lab's and the ladder's workers).
import { register } from 'tsx/esm/api';

register();
const { default: playTask } = await import('./worker.ts');

export default playTask;
