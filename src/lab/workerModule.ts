/**
 * The module a piscina worker thread loads. Compiled (dist/, how `wsim` runs) it is the worker's
 * own `.js` file. When the TypeScript sources run directly (vitest, tsx: development only) a
 * worker thread does not inherit the main thread's loader, so it loads the `.mjs` shim beside the
 * worker, which registers tsx in that thread first.
 */
export function workerModule(base: string, name: string): string {
  return new URL(base.endsWith('.ts') ? `./${name}.mjs` : `./${name}.js`, base).href;
}
