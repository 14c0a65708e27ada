/** The words every rule system's order commands read alike: broadsides, yes or no; and an order taken out. */

/** "L", "left", "port"… → the broadsides meant; "both"/"all" → both. */
export function parseBroadsides(word: string | undefined): ('L' | 'R')[] | null {
  const w = (word ?? '').toLowerCase();
  if (['l', 'left', 'port', 'larboard'].includes(w)) return ['L'];
  if (['r', 'right', 'starboard', 'stbd'].includes(w)) return ['R'];
  if (['both', 'all', 'lr', 'b'].includes(w)) return ['L', 'R'];
  return null;
}

/** yes/no (y, on, true / n, off, false); absent: `dflt`; anything else: null. */
export function yesNo(word: string | undefined, dflt: boolean): boolean | null {
  if (word === undefined) return dflt;
  const w = word.toLowerCase();
  if (['yes', 'y', 'on', 'true'].includes(w)) return true;
  if (['no', 'n', 'off', 'false'].includes(w)) return false;
  return null;
}

/** The orders without one of them (an order taken back with "none"). */
export function without<T extends object, K extends keyof T>(o: T, key: K): Omit<T, K> {
  const { [key]: _gone, ...rest } = o;
  return rest;
}

/** The names of the switches that are on (optional or special rules). */
export function switchesOn<T extends object>(switches: T): string[] {
  return Object.entries(switches)
    .filter(([, v]) => v === true)
    .map(([k]) => k);
}
