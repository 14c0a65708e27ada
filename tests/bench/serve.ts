/**
 * `wsim serve` against a computer captain (issue 18): how long the captain takes to answer on its
 * thread, how long after "Ready" the resolved turn with the captain's move is there for the page,
 * and whether the server keeps answering while the captain thinks (a page polls every 25 ms; the
 * slowest answer and the event loop's longest delay are reported). A frigate duel, Basic Game, the
 * person plotting the middle of its legal ends and submitting every other stage as it stands.
 * Measured, never asserted: `npm run bench -- --only serve`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '../../src/serve/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the server's JSON, read field by field */

async function call(base: string, method: string, path: string, body?: unknown): Promise<any> {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json();
  if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number) => Math.round(x);

/** One game against `captain` for `turns` turns; the figures of its movement turns. */
async function playAgainst(captain: string, turns: number) {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-serve-'));
  const served = await serve({ port: 0, host: '127.0.0.1', dir });
  const base = served.url.replace(/\/$/, '');
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const polls: number[] = [];
  let polling = true;
  try {
    const g = await call(base, 'POST', '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic', optional: [] },
      side: 'british',
      opponent: { kind: 'captain', captain },
      seed: '7',
    });
    const state = () => call(base, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
    // a page polling the server all along: its answers' times show whether the server stays responsive
    const poller = (async () => {
      while (polling) {
        const t0 = performance.now();
        await state();
        polls.push(performance.now() - t0);
        await sleep(25);
      }
    })();
    const shown: number[] = [];
    let played = 0;
    for (let guard = 0; guard < 400 && played < turns; guard++) {
      const st = await state();
      if (st.over) break;
      if (!st.mine || st.ready) {
        await sleep(10);
        continue;
      }
      if (st.stage === 'movement') {
        for (const [ship, o] of Object.entries(st.options as Record<string, { ends: { plot: string }[] }>)) {
          const plot = o.ends[Math.floor(o.ends.length / 2)]?.plot ?? '0';
          await call(base, 'POST', `/api/games/${g.id}/order`, { seat: g.seat, ship, command: 'plot', args: [plot] });
        }
      }
      const t0 = performance.now();
      await call(base, 'POST', `/api/games/${g.id}/ready`, { seat: g.seat });
      if (st.stage !== 'movement') continue;
      // the captain's move is shown once the turn has gone past the movement (its events are there)
      for (;;) {
        const now = await state();
        if (now.over || now.turn !== st.turn || (now.stage !== 'movement' && !now.thinking.length)) break;
        await sleep(5);
      }
      shown.push(performance.now() - t0);
      played++;
    }
    polling = false;
    await poller;
    const fin = await state();
    const thought = fin.opponents[0].thoughtMs as { mean: number; max: number; count: number } | null;
    lag.disable();
    const sorted = [...polls].sort((a, b) => a - b);
    return {
      turns: played,
      thoughtMeanMs: round(thought?.mean ?? 0),
      thoughtMaxMs: round(thought?.max ?? 0),
      shownMeanMs: round(shown.reduce((a, b) => a + b, 0) / Math.max(1, shown.length)),
      shownMaxMs: round(Math.max(0, ...shown)),
      pollP95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      pollMaxMs: round(sorted[sorted.length - 1] ?? 0),
      eventLoopMaxDelayMs: round(lag.max / 1e6),
    };
  } finally {
    polling = false;
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchServe(opts: { quick: boolean }): Promise<Record<string, number>> {
  const turns = opts.quick ? 3 : 8;
  const out: Record<string, number> = {};
  for (const [key, captain] of [
    ['serveGreedy', 'greedy-raker'],
    ['serveMcts', 'mcts'],
  ] as const) {
    const f = await playAgainst(captain, turns);
    for (const [k, v] of Object.entries(f)) out[`${key}${k[0].toUpperCase()}${k.slice(1)}`] = v;
  }
  return out;
}
