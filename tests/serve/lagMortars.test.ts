/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/** Command lag (32.0) and bomb ketches (42.0) in `wsim serve` over HTTP: the page's options and the orders. */
import { describe, expect, it } from 'vitest';
import type { Served } from '../../src/serve/server.js';
import { post, raw, start, until, order } from './helpers.js';

async function newGame(s: Served, scenario: string, optional: string[]) {
  const r = await post(s, '/api/games', {
    scenario,
    rules: { level: 'advanced', optional },
    side: 'british',
    opponent: { kind: 'captain', captain: 'greedy-raker' },
    seed: '7',
  });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; seat: string };
}

/** Submit every stage before `stage` (plots of 0 where none is written), and return the seat's state in it. */
async function reach(s: Served, g: { id: string; seat: string }, stage: string): Promise<any> {
  for (let i = 0; i < 40; i++) {
    const st = await until(async () => {
      const r = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
      return r.json.mine ? r.json : null;
    }, 'a decision');
    if (st.stage === stage) return st;
    if (st.stage === 'movement')
      for (const id of st.commandable)
        if (st.drafts[id]?.orders.plot === undefined) await order(s, g, id, 'plot', ['0']);
    const r = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
    expect(r.status, r.text).toBe(200);
  }
  throw new Error(`never reached ${stage}`);
}

describe('the orders of command lag and bomb ketches in wsim serve', () => {
  it('offers a ship out of command the turns she writes ahead, and writes them (32.3)', async () => {
    const { s } = await start();
    const g = await newGame(s, 'fleet-action', ['commandLag']);
    const st = await reach(s, g, 'movement');
    expect(st.options.thunderer.ahead).toEqual([2, 3]);
    expect(st.options.thunderer.command).toMatch(/OUT OF COMMAND/);
    expect(st.options['royal-sovereign']?.ahead ?? []).toEqual([]);
    const r = await order(s, g, 'thunderer', 'ahead', ['2', 'L1']);
    expect(r.status, r.text).toBe(200);
    expect(r.json.state.drafts.thunderer.text).toContain('written ahead 2, L1');
    const tooFar = await order(s, g, 'thunderer', 'ahead', ['1', '1', '1']);
    expect(tooFar.status).toBe(422);
    expect(tooFar.json.error).toMatch(/no further ahead than turn 3/);
  });

  it('fires the mortars of an anchored bomb at the fort and loads them (42.0)', async () => {
    const { s } = await start();
    const g = await newGame(s, 'fort-mchenry', ['bombKetches']);
    const combat = await reach(s, g, 'combat');
    expect(combat.options.terror.mortars).toEqual([
      { mortar: 0, kind: 'fort', id: 'fort-mchenry', range: 8 },
      { mortar: 1, kind: 'fort', id: 'fort-mchenry', range: 8 },
    ]);
    const fire = await order(s, g, 'terror', 'mortar', ['fort-mchenry']);
    expect(fire.status, fire.text).toBe(200);
    expect(fire.json.state.drafts.terror.orders).toEqual({ mortar: { target: ['fort-mchenry'] } });
    expect((await order(s, g, 'severn', 'mortar', [])).json.error).toMatch(/not a bomb \(42\.0\)/);
    const reload = await reach(s, g, 'reload');
    expect(reload.options.terror.mortars).toBe('mortar 1 0/4, mortar 2 0/4');
    const load = await order(s, g, 'terror', 'loadmortars', []);
    expect(load.status, load.text).toBe(200);
    expect(load.json.state.drafts.terror.orders).toEqual({ loadMortars: true });
  });
});
