/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/** Shared by the serve tests: a server on a free port, closed after each test, and raw HTTP requests. */
import { afterEach } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServeOptions, type Served } from '../../src/serve/server.js';

export const open: Served[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

/** The seeds the server draws, in tests: the same every run (a test is deterministic). */
export function testSeeds(): () => string {
  let n = 0;
  return () => `drawn-${++n}`;
}

export async function start(
  dir = mkdtempSync(join(tmpdir(), 'wsim-serve-')),
  more: Partial<ServeOptions> = {},
): Promise<{ s: Served; dir: string }> {
  const s = await serve({ port: 0, host: '127.0.0.1', dir, seeds: testSeeds(), ...more });
  open.push(s);
  return { s, dir };
}

/** A raw request (the path is sent as written: no URL normalisation); `headers` are sent besides (Host, Origin). */
export function raw(
  s: Served,
  method: string,
  path: string,
  body?: string,
  type = 'application/json',
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any; text: string; headers: Record<string, unknown> }> {
  const u = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        method,
        path,
        headers: {
          ...(body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: any = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json, text, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const post = (s: Served, path: string, body: unknown) => raw(s, 'POST', path, JSON.stringify(body));

/** The join link used: the joiner's own seat. */
export async function joinGame(s: Served, id: string, invite: string): Promise<{ id: string; seat: string }> {
  const r = await post(s, `/api/games/${id}/join`, { invite });
  if (r.status !== 200) throw new Error(`join refused: ${r.status} ${r.text}`);
  return { id, seat: r.json.seat };
}

/** One order of a seat for a ship, as the page sends it. */
export const order = (s: Served, g: { id: string; seat: string }, ship: string, command: string, args: string[]) =>
  post(s, `/api/games/${g.id}/order`, { seat: g.seat, ship, command, args });

export async function until<T>(f: () => Promise<T | null>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const v = await f();
    if (v !== null) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}
