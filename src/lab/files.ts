/**
 * The lab's files: every file-system failure is one LabError line naming the path and the cause (the
 * CLI prints it with exit code 2), outputs are checked before anything is written (what they may be,
 * and never one of the command's inputs), written through the one output module (src/files/output.ts:
 * atomically, never onto a special file) and guarded by an exclusive lock file so that two runs never
 * write one results file.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileError, fileStep, fsCause } from '../files/errors.js';
import { outputTarget, pidAlive, sameFile } from '../files/output.js';
import { LabError } from './errors.js';

export { fsCause };

const asLabError = (text: string) => new LabError(text);

/** A file-system error as one LabError line: `<path>: cannot <doing> (<cause>)`. Other errors pass through. */
export function fsError(path: string, doing: string, e: unknown): Error {
  return fileError(path, doing, e, asLabError);
}

/** Run a file-system step; its errno error becomes one LabError line naming the path. */
export function fsStep<T>(path: string, doing: string, fn: () => T): T {
  return fileStep(path, doing, fn, asLabError);
}

/** An input file that must exist and be a readable regular file. */
export function checkInput(path: string, what = 'results file'): void {
  if (path === '') throw new LabError(`expected a ${what} name (got an empty path)`);
  const st = fsStep(path, `read the ${what}`, () => statSync(path));
  if (st.isDirectory()) throw new LabError(`${path}: cannot read the ${what} (it is a directory)`);
  fsStep(path, `read the ${what}`, () => closeSync(openSync(path, 'r')));
}

/**
 * An output file: not empty, a regular file or a new path (outputTarget), its folder made. `inputs` are
 * files the command reads (an output naming one of them, through symbolic links too, is refused: it
 * would be destroyed before it is read).
 */
export function checkOutput(path: string, option: string, inputs: readonly string[] = []): void {
  if (path.trim() === '') throw new LabError(`${option}: expected a file name (got an empty path)`);
  for (const i of inputs)
    if (sameFile(i, path))
      throw new LabError(`${option} ${path}: the output would replace the input ${i}; choose another file`);
  outputTarget(path);
  const folder = dirname(resolve(path));
  try {
    mkdirSync(folder, { recursive: true });
  } catch (e) {
    // mkdir -p meets a file where a folder should be: EEXIST (or ENOTDIR further down)
    const code = (e as NodeJS.ErrnoException).code;
    throw fsError(folder, 'create the folder', code === 'EEXIST' ? { code: 'ENOTDIR' } : e);
  }
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
