/**
 * Results files: JSON Lines, one ResultRow per line, appended as games finish. A process killed
 * mid-write can leave a torn last line: an unterminated last line after at least one valid row.
 * Readers drop it and `--resume` truncates the file to its last complete line before appending
 * again. Anything else that is not a row — a notes file, a one-line JSON file, a bad line followed
 * by a newline — is refused, and the file is left alone.
 */
import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { printable } from '../index.js';
import { LabError } from './errors.js';
import { checkInput, fsError } from './files.js';
import { parseGameId } from './seeds.js';
import type { ResultRow } from './types.js';

export interface ScanResult {
  /** bytes of complete, valid lines (the rest is a torn tail) */
  validBytes: number;
  tornBytes: number;
  lines: number;
}

function checkRow(file: string, lineNo: number, row: unknown): ResultRow {
  const r = row as Partial<ResultRow> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    (r.kind !== 'game' && r.kind !== 'error') ||
    typeof r.gameId !== 'string' ||
    !parseGameId(r.gameId)
  ) {
    throw new LabError(
      `${file}: line ${lineNo}: not a result row (expected {"kind": "game" | "error", "gameId": "<cell>#<index>", …})`,
    );
  }
  return r as ResultRow;
}

/** What a JSON Lines file holds, for its readers' checks and messages. */
export interface LinesKind<T> {
  /** the file's name in messages ("results file") */
  what: string;
  /** what writes such a file, for the message on a file that holds none of its lines */
  writer: string;
  /** a parsed line as a row, or a LabError naming the file, the line and what was expected */
  check(file: string, lineNo: number, value: unknown): T;
}

const RESULTS: LinesKind<ResultRow> = { what: 'results file', writer: 'wsim sim', check: checkRow };

/**
 * Read a results file line by line. `onRow` gets each row with its raw line (without the newline).
 * A last line without its newline, or that is not valid JSON, is a torn tail and is skipped;
 * an invalid line anywhere else is an error.
 */
export function scanResults(
  file: string,
  onRow: (row: ResultRow, line: string, lineNo: number) => void,
): Promise<ScanResult> {
  return scanLines(file, RESULTS, onRow);
}

/** Read any JSON Lines file of the lab as scanResults reads a results file: its kind checks each line. */
export async function scanLines<T>(
  file: string,
  kind: LinesKind<T>,
  onRow: (row: T, line: string, lineNo: number) => void,
): Promise<ScanResult> {
  checkInput(file, kind.what);
  let rows = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let validBytes = 0;
  let lineNo = 0;
  let badLine: { lineNo: number; message: string } | null = null;
  const take = (buf: Buffer) => {
    if (badLine) throw new LabError(`${file}: line ${badLine.lineNo}: not valid JSON (${badLine.message})`);
    lineNo++;
    const text = (buf.length && buf[buf.length - 1] === 13 ? buf.subarray(0, -1) : buf).toString('utf8'); // a CRLF line
    if (text.trim() === '') {
      validBytes += buf.length + 1;
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      // only acceptable as the very last line (a torn write); decided when more data follows
      badLine = { lineNo, message: printable((e as Error).message) }; // the parser quotes the line as it is
      return;
    }
    onRow(kind.check(file, lineNo, parsed), text, lineNo);
    rows++;
    validBytes += buf.length + 1;
  };
  // large reads, each line handled before the next read reuses the buffer (a report may read gigabytes)
  const block = Buffer.alloc(1 << 20);
  let handle;
  try {
    handle = await open(file, 'r');
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, block.length, null);
      if (bytesRead === 0) break;
      let data = block.subarray(0, bytesRead);
      let nl: number;
      while ((nl = data.indexOf(10)) >= 0) {
        const part = data.subarray(0, nl);
        const line = pending.length ? Buffer.concat([...pending, part], pendingBytes + part.length) : part;
        pending = [];
        pendingBytes = 0;
        take(line);
        data = data.subarray(nl + 1);
      }
      if (data.length) {
        pending.push(Buffer.from(data));
        pendingBytes += data.length;
      }
    }
  } catch (e) {
    throw fsError(file, `read the ${kind.what}`, e);
  } finally {
    await handle?.close();
  }
  // a bad line that ends with a newline is no torn write (the newline is written with its row)
  if (badLine)
    throw new LabError(
      `${file}: line ${(badLine as { lineNo: number }).lineNo}: not valid JSON (${(badLine as { message: string }).message})`,
    );
  if (pendingBytes > 0 && rows === 0) {
    throw new LabError(
      `${file}: not a ${kind.what} (no complete row; a ${kind.what} holds one JSON row per line, written by ${kind.writer})`,
    );
  }
  const size = statSync(file).size;
  return { validBytes, tornBytes: size - validBytes, lines: lineNo };
}

/** Order of rows in a merged file: by cell id, then by game index. */
export function compareGameIds(a: string, b: string): number {
  const x = parseGameId(a)!;
  const y = parseGameId(b)!;
  if (x.cell !== y.cell) return x.cell < y.cell ? -1 : 1;
  return x.index - y.index;
}

/** Every row of a results file (torn tail dropped), sorted by game id. For tests and small files. */
export async function readResults(file: string): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  await scanResults(file, (row) => rows.push(row));
  return rows.sort((a, b) => compareGameIds(a.gameId, b.gameId));
}
