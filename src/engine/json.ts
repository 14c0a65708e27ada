/**
 * The one reader of JSON text from users (scenarios, experiments, records, saves): a UTF-8 byte-order
 * mark is accepted, and nesting deeper than any file of ours needs is refused before parsing, so a
 * hostile file is one clear message rather than a RangeError deep in a validator.
 */

/** Deeper than any scenario, experiment, record or save (they nest a dozen levels at most). */
export const MAX_JSON_DEPTH = 100;

export class JsonTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonTextError';
  }
}

/** Nesting depth of JSON text (brackets outside strings), scanned without recursion. */
function depthOf(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Parse JSON text; the message of a JsonTextError says what is wrong, without the file name. */
export function parseJsonText(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const depth = depthOf(body);
  if (depth > MAX_JSON_DEPTH)
    throw new JsonTextError(`nested ${depth} levels deep (at most ${MAX_JSON_DEPTH} are accepted)`);
  try {
    return JSON.parse(body);
  } catch (e) {
    throw new JsonTextError(`not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}
