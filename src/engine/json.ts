/**
 * The one reader of JSON text from users (scenarios, experiments, records, saves): a UTF-8 byte-order
 * mark is accepted, and nesting deeper than any file of ours needs is refused before parsing, so a
 * hostile file is one clear message rather than a RangeError deep in a validator. Its messages quote
 * the text they stumbled on escaped (`printable`): a binary file's bytes never reach a terminal.
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

/** Characters a one-line message must not carry raw (see printable). */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/gu;
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/**
 * Text safe to quote in a one-line message, escaped as JSON escapes its strings: control characters
 * (a newline, a carriage return, an escape, a NUL…), lone surrogates, line and paragraph separators,
 * invisible format characters (a bidirectional override, a byte-order mark) and U+FFFD, the character
 * a byte that is not UTF-8 was read as, become `\n`, `\r`, `\t` or `\uXXXX`. Other text is unchanged.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
    // the parser's message quotes the text around the mistake as it is: escaped here, once
    throw new JsonTextError(`not valid JSON: ${printable(e instanceof Error ? e.message : String(e))}`);
  }
}
