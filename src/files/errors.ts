/**
 * File-system failures in words, shared by every layer that writes files (the lab, the report, play
 * saves, the command line): one line naming the path, what was being done and the cause.
 */

/** A file that cannot be written (or read): one line naming the path and the cause (the CLI: exit 2). */
export class FileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileError';
  }
}

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
  ELOOP: 'too many symbolic links (a loop?)',
};

/** The cause of a file-system error code in words. */
export function fsCause(code: string): string {
  return CAUSES[code] ?? code;
}

/** An errno error as `<path>: cannot <doing> (<cause>)`; null for any other error. */
function fsErrorText(path: string, doing: string, e: unknown): string | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? `${path}: cannot ${doing} (${fsCause(code)})` : null;
}

/** The error a line of text becomes (a FileError; the lab's own LabError for its files). */
type Wrap = (text: string) => Error;
const asFileError: Wrap = (text) => new FileError(text);

/** An errno error as an error naming the path (a FileError unless `wrap` says otherwise); any other error as it is. */
export function fileError(path: string, doing: string, e: unknown, wrap: Wrap = asFileError): Error {
  const text = fsErrorText(path, doing, e);
  return text === null ? (e as Error) : wrap(text);
}

/** Run a file-system step; its errno error becomes one naming the path (see fileError). */
export function fileStep<T>(path: string, doing: string, fn: () => T, wrap: Wrap = asFileError): T {
  try {
    return fn();
  } catch (e) {
    throw fileError(path, doing, e, wrap);
  }
}
