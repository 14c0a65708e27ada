/**
 * `npm run docs:img`: refresh the pictures in docs/img/ from the browser tests' screenshots. The
 * tests write them to test-artifacts/ (ignored by git: a test never changes a tracked file); this
 * runs the two browser test files and copies their pictures over. `--no-run` only copies.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Each picture of the docs: where the tests leave it (under test-artifacts/) and its name in docs/img/. */
const PICTURES: readonly { from: string; to: string }[] = [
  ...['serve-board.png', 'serve-plot.png', 'serve-replay.png', 'serve-springelkamp.png', 'serve-debrief.png'].map(
    (f) => ({
      from: join('serve', f),
      to: f,
    }),
  ),
  { from: join('report', 'report.png'), to: 'report.png' },
];

const TESTS = ['tests/serve/browser.test.ts', 'tests/report/browser.test.ts'];

function main(): number {
  if (!process.argv.includes('--no-run')) {
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...TESTS, '--pool=forks', '--poolOptions.forks.singleFork'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (run.status !== 0) {
      console.error('docs:img: the browser tests failed; docs/img/ is left as it was');
      return 1;
    }
  }
  const missing = PICTURES.filter((p) => !existsSync(join(ROOT, 'test-artifacts', p.from)));
  if (missing.length) {
    console.error(
      `docs:img: missing ${missing.map((p) => `test-artifacts/${p.from}`).join(', ')} (run the browser tests)`,
    );
    return 1;
  }
  mkdirSync(join(ROOT, 'docs', 'img'), { recursive: true });
  for (const p of PICTURES) {
    copyFileSync(join(ROOT, 'test-artifacts', p.from), join(ROOT, 'docs', 'img', p.to));
    console.log(`docs/img/${p.to} ← test-artifacts/${p.from}`);
  }
  return 0;
}

process.exitCode = main();
