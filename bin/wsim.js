#!/usr/bin/env node
// The `wsim` command: runs the compiled JavaScript in dist/ (built by `npm run build`, which
// `npm ci` / `npm install` run through the `prepare` script).
import { existsSync } from 'node:fs';

const main = new URL('../dist/src/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('wsim: dist/src/cli/main.js is missing: build the workbench first (npm run build)\n');
  process.exit(2);
}
await import(main.href);
