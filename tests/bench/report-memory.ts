/**
 * Report memory: peak RSS and wall-clock time of `buildReport` (no SVGs) on a results file of N rows
 * (default 1,000,000: the goal of issue 13 is under 600 MB and 60 s on 2 cores), in a fresh process
 * so that the peak is the report's own.
 *   npx tsx tests/bench/report-memory.ts [--rows 1000000]    (writes the file, then measures in a child)
 * `npm run bench` runs it (100,000 rows with --quick).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport } from '../../src/report/index.js';
import { writeResults } from './report.js';

export async function benchReportMemory(
  options: { quick?: boolean; rows?: number } = {},
): Promise<{ reportRows: number; reportSeconds: number; reportPeakRssMB: number }> {
  const rows = options.rows ?? (options.quick ? 100_000 : 1_000_000);
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-report-mem-'));
  try {
    const file = join(dir, 'results.jsonl');
    const written = writeResults(file, rows, 50);
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const out = execFileSync(tsx, [fileURLToPath(import.meta.url), '--child', file, join(dir, 'report')], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const m = JSON.parse(out.trim().split('\n').pop()!) as { seconds: number; peakRssMB: number };
    return { reportRows: written, reportSeconds: m.seconds, reportPeakRssMB: m.peakRssMB };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const start = performance.now();
  await buildReport({ inputs: [args[1]], outDir: args[2], name: 'memory-bench', svg: false });
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(
    JSON.stringify({
      seconds: Math.round(seconds * 10) / 10,
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    }) + '\n',
  );
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = args.indexOf('--rows');
  const rows = i >= 0 ? Number(args[i + 1]) || undefined : undefined;
  process.stdout.write(JSON.stringify(await benchReportMemory({ rows })) + '\n');
}
