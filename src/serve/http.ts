/** The server's HTTP plumbing: errors as statuses, JSON answers, bodies read within a limit and checked by a schema. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseJsonText } from '../index.js';
import { issueLines } from './api.js';

/** Bodies larger than this are refused (413): orders are tiny. */
export const MAX_BODY = 16 * 1024;
/** A new game may carry a scenario file, a replay a game record. */
export const MAX_UPLOAD = 2 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly lines?: string[],
    /** extra headers of the answer (Retry-After) */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

export async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'expected a JSON body (content-type: application/json)');
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `request body of ${declared} bytes refused: at most ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, `request body refused: at most ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return parseJsonText(Buffer.concat(chunks).toString('utf8'));
  } catch (e) {
    throw new HttpError(400, `malformed JSON: ${(e as Error).message}`);
  }
}

export function check<T extends z.ZodTypeAny>(schema: T, data: unknown): z.infer<T> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const lines = issueLines(r.error);
    throw new HttpError(400, lines.join('; '), lines);
  }
  return r.data;
}

/** A JSON body of a request, read and checked. */
export async function bodyOf<T extends z.ZodTypeAny>(
  req: IncomingMessage,
  schema: T,
  limit = MAX_BODY,
): Promise<z.infer<T>> {
  return check(schema, await readBody(req, limit));
}
