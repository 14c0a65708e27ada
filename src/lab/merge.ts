/**
 * `wsim merge`: combine results files (shards, resumed runs) into one, every game once, sorted by
 * game id — the same set of rows as an unsharded run. With the experiment, the merged set is
 * checked against it (membership, seeds) and missing games are counted.
 */
import { existsSync } from 'node:fs';
import { LabError } from './errors.js';
import { writeLinesAtomic } from '../files/output.js';
import { checkOutput } from './files.js';
import { compareGameIds, scanResults } from './results.js';
import { gameSeed } from './seeds.js';
import { cellIndexOf, resolveGameId } from './plan.js';
import type { Experiment } from './experiment.js';

export interface MergeSummary {
  kind: 'merge';
  out: string;
  inputs: string[];
  experiment: string | null;
  rows: number;
  errors: number;
  /** identical rows found in more than one place */
  duplicates: number;
  /** torn last lines skipped */
  tornInputs: number;
  /** bytes of those torn lines */
  tornBytes: number;
  /** games of the experiment absent from every input (with an experiment only) */
  missing: number | null;
}

export async function mergeResults(
  inputs: readonly string[],
  out: string,
  exp?: Experiment,
  options: { overwrite?: boolean } = {},
): Promise<MergeSummary> {
  checkOutput(out, '--out', [...inputs, ...(exp?.file ? [exp.file] : [])]);
  if (existsSync(out) && !options.overwrite)
    throw new LabError(`${out}: the file already exists (merge into a new file, or pass --overwrite to replace it)`);
  const rows = new Map<string, { line: string; where: string; error: boolean }>();
  let tornBytes = 0;
  const cells = exp ? cellIndexOf(exp) : null;
  let experiment: string | null = exp?.id ?? null;
  let engineVersion: string | null = null;
  let duplicates = 0;
  let tornInputs = 0;
  for (const file of inputs) {
    const scan = await scanResults(file, (row, line, lineNo) => {
      const where = `${file}: line ${lineNo}`;
      experiment ??= row.experiment;
      engineVersion ??= row.engineVersion;
      if (row.experiment !== experiment)
        throw new LabError(`${where}: a row of experiment "${row.experiment}", not "${experiment}"`);
      if (row.engineVersion !== engineVersion)
        throw new LabError(`${where}: a row of engine version ${row.engineVersion}, the others are ${engineVersion}`);
      if (exp && cells) {
        if (!resolveGameId(exp, cells, row.gameId))
          throw new LabError(`${where}: game "${row.gameId}" is not part of experiment "${exp.id}"`);
        const seed = gameSeed(exp.seed, row.cell, row.index, exp.swapSides);
        if (row.seed !== seed)
          throw new LabError(`${where}: game "${row.gameId}" has seed ${row.seed}, expected ${seed}`);
      }
      const seen = rows.get(row.gameId);
      if (seen) {
        if (seen.line !== line)
          throw new LabError(`${where}: game "${row.gameId}" differs from its row at ${seen.where}`);
        duplicates++;
        return;
      }
      rows.set(row.gameId, { line, where, error: row.kind === 'error' });
    });
    if (scan.tornBytes > 0) tornInputs++;
    tornBytes += scan.tornBytes;
  }
  const ids = [...rows.keys()].sort(compareGameIds);
  writeLinesAtomic(
    out,
    (function* () {
      for (const id of ids) yield rows.get(id)!.line;
    })(),
  );
  let errors = 0;
  for (const r of rows.values()) if (r.error) errors++;
  return {
    kind: 'merge',
    out,
    inputs: [...inputs],
    experiment,
    rows: rows.size,
    errors,
    duplicates,
    tornInputs,
    tornBytes,
    missing: exp ? exp.cells.length * exp.gamesPerCell - rows.size : null,
  };
}
