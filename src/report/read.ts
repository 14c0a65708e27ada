/**
 * Reading the report's inputs: batch results (JSONL of GameRow / ErrorRow, src/lab/types.ts, read
 * with the lab's own reader) and ladder reports (`wsim ladder --json`, one LadderReport object),
 * told apart by content. Every mistake names the file, the line and the field.
 */
import { WatchList } from './watch.js';
import { fsCause } from '../lab/files.js';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { z } from 'zod';
import { LabError } from '../lab/errors.js';
import { scanResults } from '../lab/results.js';
import type { ErrorRow, GameRow, LadderReport } from '../lab/types.js';
import { ReportTally } from './aggregate.js';
import { SeenGames } from './seen.js';

export class ReportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportInputError';
  }
}

const squares = z.object({ H: z.number(), G: z.number(), C: z.number(), R: z.number() });
// only the fields the report reads are checked; the row itself, not zod's copy, is tallied (no passthrough copy)
const sideStats = z.object({ damageDealt: squares, captures: z.number() });
const factor = z.union([z.string(), z.number(), z.boolean()]);

const gameRow = z.object({
  kind: z.literal('game'),
  experiment: z.string(),
  cell: z.string(),
  factors: z.record(z.string(), factor),
  index: z.number().int().min(0),
  gameId: z.string(),
  scenario: z.string(),
  captains: z.record(z.string(), z.string()),
  winner: z.string(),
  turns: z.number().int().min(0),
  reason: z.string(),
  points: z.record(z.string(), z.number()),
  surrenders: z.array(z.object({ ship: z.string(), side: z.string(), cause: z.string(), turn: z.number() })),
  perSide: z.record(z.string(), sideStats),
});

const errorRow = z
  .object({
    kind: z.literal('error'),
    experiment: z.string(),
    cell: z.string(),
    gameId: z.string(),
    error: z.string(),
    repro: z.string(),
  })
  .passthrough();

const count = z.number().int().nonnegative();

/** A ladder report (`wsim ladder --json`): the one schema the report and `wsim ladder --pool` read it with. */
const ladderReport = z
  .object({
    kind: z.literal('ladder'),
    scenario: z.string(),
    rules: z.string(),
    seed: z.string(),
    pairsPerPairing: count,
    budget: z
      .object({ iterations: z.number().optional(), ms: z.number().optional(), scale: z.number().optional() })
      .optional(),
    pooledSeeds: z.array(z.string()).optional(),
    captains: z.array(z.string()),
    ratings: z.array(
      z.object({ captain: z.string(), elo: z.number(), low: z.number(), high: z.number(), games: z.number() }),
    ),
    pairings: z.array(
      z
        .object({
          a: z.string(),
          b: z.string(),
          games: count,
          wins: count,
          draws: count,
          losses: count,
          pentanomial: z.tuple([count, count, count, count, count]),
          seats: z
            .array(z.object({ side: z.string(), wins: count, draws: count, losses: count }))
            .length(2)
            .optional(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export interface Inputs {
  /** the game rows, tallied as they were read (the rows themselves are not kept) */
  tally: ReportTally;
  /** games worth watching in the replay viewer */
  watch: WatchList;
  errors: ErrorRow[];
  ladders: LadderReport[];
  /** rows dropped because an earlier row of the same kind had the same experiment and game id */
  duplicates: number;
  /** tornBytes: a last line cut short by an interrupted run, skipped */
  files: { path: string; kind: 'results' | 'ladder'; rows: number; tornBytes: number }[];
}

function issue(where: string, e: z.ZodError): ReportInputError {
  const first = e.issues[0];
  const field = first.path.length ? first.path.join('.') : '(row)';
  return new ReportInputError(`${where}: field "${field}": ${first.message.replace(/^Invalid input: /, '')}`);
}

function missing(path: string, e: unknown): ReportInputError {
  const code = (e as NodeJS.ErrnoException).code;
  return new ReportInputError(`${path}: cannot read the file (${code ? fsCause(code) : 'error'})`);
}

/** The file's first line (up to 64 KiB). */
function firstLine(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw missing(path, e);
  }
  try {
    const buf = Buffer.alloc(65536);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const text = buf.subarray(0, n).toString('utf8');
    const nl = text.indexOf('\n');
    return nl < 0 ? text : text.slice(0, nl);
  } catch (e) {
    throw missing(path, e);
  } finally {
    closeSync(fd);
  }
}

/** A ladder report if the whole file is one JSON object of kind "ladder". */
function asLadder(path: string): LadderReport | null {
  const head = firstLine(path).trim();
  if (!head.startsWith('{')) return null;
  try {
    const kind = (JSON.parse(head) as { kind?: unknown }).kind;
    if (kind === 'game' || kind === 'error') return null; // a results file
  } catch {
    /* a JSON object over several lines: read it whole */
  }
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== 'ladder') return null;
  const parsed = ladderReport.safeParse(value);
  if (!parsed.success) throw issue(`${path} (ladder report)`, parsed.error);
  return value as LadderReport;
}

export function readLadder(path: string): LadderReport {
  const ladder = asLadder(path);
  if (!ladder)
    throw new ReportInputError(
      `${path}: expected a ladder report (the JSON object printed by "wsim ladder --json", kind "ladder")`,
    );
  return ladder;
}

/** Read the rows of one results file into `out` (the lab's reader: a torn last line is skipped). */
async function readResultsFile(path: string, out: Inputs, seen: SeenGames, paths: string[]): Promise<void> {
  let rows = 0;
  const fileNo = paths.push(path) - 1;
  const take = (value: unknown, lineNo: number) => {
    rows++;
    const kind = (value as { kind?: unknown }).kind;
    const parsed = (kind === 'game' ? gameRow : errorRow).safeParse(value);
    if (!parsed.success) throw issue(`${path}:${lineNo}`, parsed.error);
    const row = value as GameRow | ErrorRow;
    const seed = String((row as { seed?: string | number }).seed ?? '');
    const first = seen.visit(row.kind, row.experiment, row.gameId, seed, fileNo, lineNo);
    if (first) {
      // the same game read twice is a duplicate; the same game id with another seed is another game
      // (a run with --seed): pooling them would count different games as one (wsim merge refuses too)
      if (!first.sameSeed)
        throw new ReportInputError(
          `${path}:${lineNo}: game "${row.gameId}" of experiment "${row.experiment}" has seed ${seed}, but ${paths[first.file]}:${first.line} has another seed: runs with different seeds cannot be pooled (report them apart, or merge runs of one seed)`,
        );
      out.duplicates++;
      return;
    }
    if (row.kind === 'game') {
      out.tally.add(row);
      out.watch.add(row);
    } else out.errors.push(row);
  };
  let scan;
  try {
    scan = await scanResults(path, (row, _line, lineNo) => take(row, lineNo));
  } catch (e) {
    if (e instanceof LabError) {
      const message = e.message.replace(/: line (\d+):/, ':$1:');
      throw new ReportInputError(
        /not valid JSON/.test(message) ? `${message}; expected one game or error row per line` : message,
      );
    }
    throw e;
  }
  if (rows === 0)
    throw new ReportInputError(
      `${path}: no rows (expected JSONL results from "wsim sim" or a ladder report from "wsim ladder --json")`,
    );
  out.files.push({ path, kind: 'results', rows, tornBytes: scan.tornBytes });
}

/** Read results and ladder files; ladders may also be passed explicitly. */
export async function readInputs(
  paths: readonly string[],
  ladderPaths: readonly string[] = [],
  options: { allowMixed?: boolean } = {},
): Promise<Inputs> {
  const out: Inputs = {
    tally: new ReportTally(),
    watch: new WatchList(),
    errors: [],
    ladders: [],
    duplicates: 0,
    files: [],
  };
  const seen = new SeenGames();
  const resultPaths: string[] = [];
  for (const path of ladderPaths) {
    out.ladders.push(readLadder(path));
    out.files.push({ path, kind: 'ladder', rows: 1, tornBytes: 0 });
  }
  for (const path of paths) {
    const ladder = asLadder(path);
    if (ladder) {
      out.ladders.push(ladder);
      out.files.push({ path, kind: 'ladder', rows: 1, tornBytes: 0 });
    } else await readResultsFile(path, out, seen, resultPaths);
  }
  const experiments = [...new Set([...out.tally.experiments, ...out.errors.map((r) => r.experiment)])];
  if (experiments.length > 1 && !options.allowMixed) {
    throw new ReportInputError(
      `the inputs hold ${experiments.length} different experiments (${experiments.join(', ')}): one report pools one experiment; pass --allow-mixed to pool them anyway`,
    );
  }
  return out;
}
