/** A mistake in a lab input (experiment file, results file, option): one clear line per mistake. */
export class LabError extends Error {
  readonly lines: string[];
  constructor(lines: string | string[]) {
    const list = typeof lines === 'string' ? [lines] : lines;
    super(list.join('\n'));
    this.name = 'LabError';
    this.lines = list;
  }
}
