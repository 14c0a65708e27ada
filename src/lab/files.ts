/**
 * The one file layer of the lab and its commands: every file-system failure is one LabError line
 * naming the path and the cause (the CLI prints it with exit code 2), outputs are checked before
 * anything is written, replaced atomically (a temporary file renamed over the target) and guarded by
 * an exclusive lock file so that two runs never write one results file.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { LabError } from './errors.js';

const CAUSES: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'no space left on the device',
  EROFS: 'read-only file system',
  EEXIST: 'it already exists',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
};

/** A file-system error as one line: `<path>: cannot <doing> (<cause>)`. Other errors pass through. */
export function fsError(path: string, doing: string, e: unknown): Error {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') return e as Error;
  return new LabError(`${path}: cannot ${doing} (${fsCause(code)})`);
}

/** The cause of a file-system error code in words. */
export function fsCause(code: string): string {
  return CAUSES[code] ?? code;
}

/** Run a file-system step; its errno error becomes one line naming the path. */
export function fsStep<T>(path: string, doing: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw fsError(path, doing, e);
  }
}

/** An input file that must exist and be a readable regular file. */
export function checkInput(path: string, what = 'results file'): void {
  if (path === '') throw new LabError(`expected a ${what} name (got an empty path)`);
  const st = fsStep(path, `read the ${what}`, () => statSync(path));
  if (st.isDirectory()) throw new LabError(`${path}: cannot read the ${what} (it is a directory)`);
  fsStep(path, `read the ${what}`, () => closeSync(openSync(path, 'r')));
}

/**
 * An output file: not empty, not a directory, its folder made. `inputs` are files the command reads
 * (an output equal to one of them is refused: it would be destroyed before it is read).
 */
export function checkOutput(path: string, option: string, inputs: readonly string[] = []): void {
  if (path.trim() === '') throw new LabError(`${option}: expected a file name (got an empty path)`);
  const target = resolve(path);
  for (const i of inputs)
    if (resolve(i) === target)
      throw new LabError(`${option} ${path}: the output would replace the input ${i}; choose another file`);
  if (existsSync(path) && fsStep(path, 'write the file', () => statSync(path)).isDirectory()) {
    throw new LabError(`${path}: cannot write the file (it is a directory; name a file in it)`);
  }
  try {
    mkdirSync(dirname(target), { recursive: true });
  } catch (e) {
    // mkdir -p meets a file where a folder should be: EEXIST (or ENOTDIR further down)
    const code = (e as NodeJS.ErrnoException).code;
    throw fsError(dirname(target), 'create the folder', code === 'EEXIST' ? { code: 'ENOTDIR' } : e);
  }
}

/** Write a whole file atomically: a temporary file in the same folder, renamed over the target. */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const tmp = join(dirname(resolve(path)), `.${basename(path)}.tmp-${process.pid}`);
  try {
    fsStep(path, 'write the file', () => writeFileSync(tmp, data));
    fsStep(path, 'write the file', () => renameSync(tmp, path));
  } finally {
    if (existsSync(tmp)) rmSync(tmp, { force: true });
  }
}

/** Write lines to a temporary file and rename it over `path` (the merge); the temporary file never outlives a failure. */
export function writeLinesAtomic(path: string, lines: Iterable<string>): void {
  const tmp = join(dirname(resolve(path)), `.${basename(path)}.merging-${process.pid}`);
  removeStaleTemps(path);
  const fd = fsStep(path, 'write the file', () => openSync(tmp, 'w'));
  let ok = false;
  try {
    let chunk = '';
    for (const line of lines) {
      chunk += `${line}\n`;
      if (chunk.length > 1 << 20) {
        const c = chunk;
        fsStep(path, 'write the file', () => writeSync(fd, c));
        chunk = '';
      }
    }
    if (chunk) fsStep(path, 'write the file', () => writeSync(fd, chunk));
    ok = true;
  } finally {
    closeSync(fd);
    if (!ok) rmSync(tmp, { force: true });
  }
  fsStep(path, 'write the file', () => renameSync(tmp, path));
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Temporary files of merges killed before they finished (their process is gone). */
function removeStaleTemps(path: string): void {
  const dir = dirname(resolve(path));
  const prefix = `.${basename(path)}.merging-`;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names)
    if (n.startsWith(prefix) && !pidAlive(Number(n.slice(prefix.length)))) rmSync(join(dir, n), { force: true });
}

/**
 * An exclusive lock on an output file: `<file>.lock` holds the owner's pid. A lock whose process is
 * gone is stale and taken over. Returns the release function (also run when the process exits).
 */
export function lockOutput(path: string): () => void {
  const lock = `${path}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lock, 'utf8').trim() === String(process.pid)) rmSync(lock, { force: true });
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw fsError(lock, 'create the lock file', e);
      const owner = Number(readFileSync(lock, 'utf8').trim());
      if (pidAlive(owner) && owner !== process.pid) {
        throw new LabError(
          `${path}: another wsim run (pid ${owner}) is writing this file (lock ${lock}); wait for it or choose another --out`,
        );
      }
      rmSync(lock, { force: true }); // stale: its process is gone
    }
  }
  throw new LabError(`${path}: cannot take the lock ${lock}`);
}
