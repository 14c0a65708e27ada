/**
 * The browser page of `wsim serve` (src/serve/page, TypeScript) bundled by esbuild into one ES module,
 * src/serve/web/app.js, beside the page's other assets (not tracked by git: it is built). `npm run build`
 * runs this before copying src/serve/web into dist/; the tests' global set-up runs it when a page source is
 * newer than the bundle (the server run from its sources under tsx serves src/serve/web too).
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The page's sources, and its entry module. */
export const PAGE_SOURCES = join(ROOT, 'src/serve/page');
/** The bundle the server serves as /app.js. */
export const BUNDLE = join(ROOT, 'src/serve/web/app.js');

export function buildPage(): void {
  buildSync({
    entryPoints: [join(PAGE_SOURCES, 'main.ts')],
    outfile: BUNDLE,
    bundle: true,
    format: 'esm',
    // a browser's module: a Node module reached by mistake (the server's code, not its types) fails the build
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: '// built by scripts/build-page.ts from src/serve/page: edit the sources, not this file' },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildPage();
