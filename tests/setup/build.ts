/**
 * Vitest global set-up: the tests that spawn `wsim` run the compiled dist/ (bin/wsim.js), so build
 * it when it is missing or older than a source (src/, bots/, the build's tsconfig). A targeted
 * `npx vitest run tests/cli` after an edit then tests the edit, not the previous build. The page of
 * `wsim serve` is bundled first when a page source is newer than its bundle (src/serve/web/app.js): the
 * tests that start the server from its sources serve that bundle, and the build copies it to dist/.
 */
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { BUNDLE, PAGE_SOURCES, buildPage } from '../../scripts/build-page.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILT = join(ROOT, 'dist/src/cli/main.js');

function newestSource(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted or renamed file changes its folder
  for (const name of readdirSync(path)) newest = Math.max(newest, newestSource(join(path, name)));
  return newest;
}

function isStale(built: string, sources: string[]): boolean {
  if (!existsSync(built)) return true;
  return Math.max(...sources.map(newestSource)) > statSync(built).mtimeMs;
}

export default function setup(): void {
  if (isStale(BUNDLE, [PAGE_SOURCES, join(ROOT, 'scripts/build-page.ts')])) buildPage();
  const sources = ['src', 'bots', 'tsconfig.json', 'tsconfig.build.json'].map((p) => join(ROOT, p));
  if (!isStale(BUILT, sources)) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  // the browser page of wsim serve is served from beside the compiled server (package.json "build" does the same)
  cpSync(join(ROOT, 'src/serve/web'), join(ROOT, 'dist/src/serve/web'), { recursive: true });
}
