/**
 * Report memory: peak RSS and wall-clock time of `buildReport` (no SVGs) on a results file of N rows,
 * in a fresh process so that the peak is the report's own.
 *   npx tsx tests/bench/report-memory.ts [--rows 100000]    (writes the file, then measures in a child)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport } from '../../src/report/index.js';
import { writeResults } from './report.js';

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const start = performance.now();
  await buildReport({ inputs: [args[1]], outDir: args[2], name: 'memory-bench', svg: false });
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(JSON.stringify({ seconds: Math.round(seconds * 10) / 10, peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }) + '\n');
} else {
  const rows = Number(args[args.indexOf('--rows') + 1] ?? 100_000) || 100_000;
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-report-mem-'));
  try {
    const file = join(dir, 'results.jsonl');
    const written = writeResults(file, rows, 50);
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const out = execFileSync(tsx, [fileURLToPath(import.meta.url), '--child', file, join(dir, 'report')], { encoding: 'utf8', maxBuffer: 1 << 20 });
    process.stdout.write(JSON.stringify({ rows: written, ...JSON.parse(out.trim().split('\n').pop()!) }) + '\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
