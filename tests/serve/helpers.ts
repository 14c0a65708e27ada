/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/** Shared by the serve tests: a server on a free port, closed after each test, and raw HTTP requests. */
import { afterEach } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type Served } from '../../src/serve/server.js';

export const open: Served[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

export async function start(dir = mkdtempSync(join(tmpdir(), 'wsim-serve-'))): Promise<{ s: Served; dir: string }> {
  const s = await serve({ port: 0, host: '127.0.0.1', dir });
  open.push(s);
  return { s, dir };
}

/** A raw request (the path is sent as written: no URL normalisation). */
export function raw(
  s: Served,
  method: string,
  path: string,
  body?: string,
  type = 'application/json',
): Promise<{ status: number; json: any; text: string }> {
  const u = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) },
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
          resolve({ status: res.statusCode ?? 0, json, text });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const post = (s: Served, path: string, body: unknown) => raw(s, 'POST', path, JSON.stringify(body));

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
