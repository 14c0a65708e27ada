/** A captain spec that names no registered captain or level, or gives an option it does not take or cannot read. */
export class CaptainSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptainSpecError';
  }
}
