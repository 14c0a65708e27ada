/**
 * The one way outputs are written (results files, merges, exports, reports, balance pages, scenarios,
 * play saves, the server's saved games): an output is a regular file, a symbolic link to one (written
 * through: the link stays a link) or a new path. A directory, a device, a FIFO, a socket, or a
 * symbolic link to one of them or to nothing is refused in one line and left as it is — never
 * replaced by the rename of an atomic write, never written into (a FIFO would block the command, a
 * device is no place for a results file). Whole files are replaced atomically: a temporary file
 * beside the target, then a rename, so a reader never sees half a file.
 */
import {
  closeSync,
  fchmodSync,
  lstatSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { FileError, fileError, fileStep } from './errors.js';

/** What a file-system entry is, in words, when it is not a regular file. */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isFIFO()) return 'a FIFO, a named pipe';
  if (st.isSocket()) return 'a socket';
  return 'a special file';
}

/** Why an existing entry that is not a regular file cannot be an output. */
function notRegular(st: Stats, link: boolean): string {
  const what = `${link ? 'it is a symbolic link to' : 'it is'} ${kindOf(st)}`;
  return st.isDirectory() ? `${what}; name a file in it` : `${what}, not a regular file: outputs are regular files`;
}

/**
 * The file an output path writes: the path itself when it is a regular file or does not exist yet, the
 * target of a symbolic link to a regular file. Anything else is refused (FileError, one line naming what
 * the path is); the file system is not changed.
 */
export function outputTarget(path: string, doing = 'write the file'): string {
  const refuse = (why: string) => new FileError(`${path}: cannot ${doing} (${why})`);
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (e) {
    // nothing there: a new file (a missing folder, or a file where one should be, is made or refused when written)
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return path;
    throw fileError(path, doing, e);
  }
  if (st.isFile()) return path;
  if (!st.isSymbolicLink()) throw refuse(notRegular(st, false));
  let real: string;
  try {
    real = realpathSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw refuse('it is a symbolic link to nothing: name a regular file or a new path');
    throw fileError(path, doing, e);
  }
  const target = fileStep(path, doing, () => statSync(real));
  if (!target.isFile()) throw refuse(notRegular(target, true));
  return real;
}

/** Temporary files of writes killed before they finished (their process is gone). */
function removeStaleTemps(dir: string, prefix: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names)
    if (n.startsWith(prefix) && !pidAlive(Number(n.slice(prefix.length)))) rmSync(join(dir, n), { force: true });
}

/** Is a process of this id running (the owner of a temporary or lock file)? */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Replace the output `path` atomically with what `fill` writes to a new temporary file beside it (the
 * replaced file's permissions kept); the temporary file never outlives a failure.
 */
function replaceAtomically(path: string, fill: (fd: number) => void): void {
  const target = outputTarget(path);
  const dir = dirname(resolve(target));
  const prefix = `.${basename(target)}.tmp-`;
  const tmp = join(dir, `${prefix}${process.pid}`);
  removeStaleTemps(dir, prefix);
  rmSync(tmp, { force: true });
  let mode: number | null = null;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    // a new file: the default permissions
  }
  const fd = fileStep(path, 'write the file', () => openSync(tmp, 'wx')); // exclusive: never through a planted link
  let ok = false;
  try {
    if (mode !== null) fchmodSync(fd, mode);
    fill(fd);
    ok = true;
  } finally {
    closeSync(fd);
    if (!ok) rmSync(tmp, { force: true });
  }
  try {
    fileStep(path, 'write the file', () => renameSync(tmp, target));
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Write a whole output file atomically (see outputTarget for what it may be). */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  replaceAtomically(path, (fd) => fileStep(path, 'write the file', () => writeFileSync(fd, data)));
}

/** Write lines (each ended by a newline) as a whole output file, atomically, in chunks of about a megabyte. */
export function writeLinesAtomic(path: string, lines: Iterable<string>): void {
  replaceAtomically(path, (fd) => {
    let chunk = '';
    for (const line of lines) {
      chunk += `${line}\n`;
      if (chunk.length > 1 << 20) {
        const c = chunk;
        fileStep(path, 'write the file', () => writeFileSync(fd, c));
        chunk = '';
      }
    }
    if (chunk) fileStep(path, 'write the file', () => writeFileSync(fd, chunk));
  });
}

/** Open an output file to append to it (a results file written as games finish); returns the descriptor. */
export function openForAppend(path: string, doing = 'write the file'): number {
  const target = outputTarget(path, doing);
  return fileStep(path, doing, () => openSync(target, 'a'));
}

/** A path as the file system names it: symbolic links resolved (for a new file, those of its folder). */
function canonicalPath(path: string): string {
  const abs = resolve(path);
  try {
    return realpathSync(abs);
  } catch {
    try {
      return join(realpathSync(dirname(abs)), basename(abs));
    } catch {
      return abs;
    }
  }
}

/** Do two paths name one file (the same path, through symbolic links, or hard links of one file)? */
export function sameFile(a: string, b: string): boolean {
  if (canonicalPath(a) === canonicalPath(b)) return true;
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** A command's outputs must be different files: the second of two naming one file is refused in one line. */
export function distinctOutputs(outputs: readonly { option: string; path: string }[]): void {
  for (let j = 1; j < outputs.length; j++)
    for (let i = 0; i < j; i++)
      if (sameFile(outputs[i].path, outputs[j].path))
        throw new FileError(
          `${outputs[j].option} ${outputs[j].path}: the same file as ${outputs[i].option} ${outputs[i].path} (the second output would replace the first); name two different files`,
        );
}
