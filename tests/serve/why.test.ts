/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * `wsim serve` for a person playing a captain (issue 29): the levels of play in the form's data and in the seat's
 * state with their strength; one default for the rules (the scenario's own); a refused order answered as an
 * answer when the page asks for it so (no failed request in the browser's console); the captain's reasons for
 * the last finished turn — never the turn being written — identical whatever the person keeps hidden (loads,
 * drafts); the debrief once the game is over.
 */
import { describe, expect, it } from 'vitest';
import type { Served } from '../../src/serve/server.js';
import { LEVELS } from '../../bots/index.js';
import { order, post, raw, start, until } from './helpers.js';

async function newGame(s: Served, body: Record<string, unknown> = {}) {
  const r = await post(s, '/api/games', {
    scenario: 'frigate-duel',
    rules: { level: 'advanced' },
    side: 'british',
    opponent: { kind: 'captain', captain: 'greedy-raker' },
    seed: '11',
    ...body,
  });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; seat: string };
}

const state = async (s: Served, g: { id: string; seat: string }) =>
  (await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`)).json;

/** The seat's state once it has something to decide in the stage (and the captain has answered). */
function myTurn(s: Served, g: { id: string; seat: string }, stage: string) {
  return until(async () => {
    const st = await state(s, g);
    return st.mine && st.stage === stage && !st.thinking.length ? st : null;
  }, `a decision in ${stage}`);
}

const ready = (s: Served, g: { id: string; seat: string }) => post(s, `/api/games/${g.id}/ready`, { seat: g.seat });

describe('levels of play and the default rules', () => {
  it("the form's data: the levels with their strength, each scenario with its own rules", async () => {
    const { s } = await start();
    const meta = (await raw(s, 'GET', '/api/meta')).json;
    expect(meta.levels.map((l: any) => l.name)).toEqual(LEVELS.map((l) => l.name));
    for (const l of meta.levels) expect(l.strength).toBe('strength not measured yet');
    const rulesOf = (id: string) => meta.scenarios.find((x: any) => x.id === id).rules;
    expect(rulesOf('frigate-duel')).toEqual({ level: 'basic', optional: [] }); // as wsim play plays it
    expect(rulesOf('fort-mchenry').level).toBe('advanced');
    expect(rulesOf('fort-mchenry').optional).toContain('bombKetches');
    expect(rulesOf('springelkamp-frigate-duel').level).toBe('springelkamp');
  });

  it('a game against a level keeps its captain spec and shows the level and its strength', async () => {
    const { s } = await start();
    const g = await newGame(s, { opponent: { kind: 'captain', captain: 'novice' } });
    const st = await state(s, g);
    const novice = LEVELS.find((l) => l.name === 'novice')!;
    expect(st.opponents[0].captain).toBe(novice.spec);
    expect(st.opponents[0].level).toEqual({ name: 'novice', strength: 'strength not measured yet' });
    const bad = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      opponent: { kind: 'captain', captain: 'novice:lateLoading=1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/level "novice" takes no options/);
  });

  it('a mistyped scenario id is answered with the nearest ids', async () => {
    const { s } = await start();
    const r = await post(s, '/api/games', {
      scenario: 'frigate-dual',
      rules: { level: 'basic' },
      opponent: { kind: 'captain', captain: 'random' },
    });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^scenario: frigate-dual: not a built-in scenario — did you mean "frigate-duel"/);
  });
});

describe('a refusal is an answer', () => {
  it('the page asks for refusals in the body of a 200; other clients get the status', async () => {
    const { s } = await start();
    const g = await newGame(s, { rules: { level: 'basic' } });
    await myTurn(s, g, 'movement');
    const body = JSON.stringify({ seat: g.seat, ship: 'amazon', command: 'plot', args: ['9'] });
    const plain = await raw(s, 'POST', `/api/games/${g.id}/order`, body);
    expect(plain.status).toBe(422);
    expect(plain.json.error).toMatch(/^9: illegal — the movement allowance is 4/);
    const asked = await raw(s, 'POST', `/api/games/${g.id}/order`, body, 'application/json', {
      'x-wsim-refusal': 'answer',
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ refused: { status: 422, error: plain.json.error } });
    const form = await raw(
      s,
      'POST',
      '/api/games',
      JSON.stringify({ rules: { level: 'expert' } }),
      'application/json',
      {
        'x-wsim-refusal': 'answer',
      },
    );
    expect(form.status).toBe(200);
    expect(form.json.refused.status).toBe(400);
    expect(form.json.refused.errors.join('\n')).toMatch(/rules\.level/);
  });
});

describe("the captain's reasons", () => {
  /** Play turn 1 of an Advanced frigate duel: the initial loads given, drafts written, plot 1; returns turn 2's state. */
  async function turnOne(s: Served, ammo: string, drafts: string[]) {
    const g = await newGame(s);
    await myTurn(s, g, 'start');
    expect((await order(s, g, 'amazon', 'load', ['both', ammo])).status).toBe(200);
    await ready(s, g);
    const st = await myTurn(s, g, 'movement');
    // the turn being written is never explained: nothing before turn 1 is over
    expect(st.opponents[0].why).toMatchObject({ explains: true, turn: null, lines: [] });
    for (const d of drafts) expect((await order(s, g, 'amazon', 'plot', [d])).status).toBe(200);
    expect((await order(s, g, 'amazon', 'plot', ['1'])).status).toBe(200);
    await ready(s, g);
    for (let i = 0; i < 10; i++) {
      const now = await until(async () => {
        const x = await state(s, g);
        return x.mine && !x.thinking.length ? x : null;
      }, 'the next decision');
      if (now.turn === 2 && now.stage === 'movement') return now;
      await ready(s, g);
    }
    throw new Error('turn 2 never came');
  }

  it('shows the last finished turn, and is the same whatever the person keeps hidden (loads, drafts)', async () => {
    const { s } = await start();
    const a = await turnOne(s, 'round', []);
    const b = await turnOne(s, 'double', ['3', 'L2', '2R']);
    const why = a.opponents[0].why;
    expect(why.turn).toBe(1); // the captain has decided turn 2 already: never shown before the turn is over
    expect(why.lines[0]).toMatch(/^Turn 1: the greedy-raker captain's decision, from its own view/);
    expect(why.lines.join('\n')).toMatch(/Hermione \[F1\] chose \S+ → bow [A-Z]+\d+, heading/);
    expect(b.opponents[0].why).toEqual(why);
    // the difference is real: each page shows its own loads
    const loads = (st: any) => st.ships.find((x: any) => x.id === 'amazon').log.find((l: string) => /Loads/.test(l));
    expect(loads(a)).not.toEqual(loads(b));
  });

  it('a captain that does not explain itself is said to', async () => {
    const { s } = await start();
    const g = await newGame(s, { rules: { level: 'basic' }, opponent: { kind: 'captain', captain: 'random' } });
    const st = await myTurn(s, g, 'movement');
    expect(st.opponents[0].why).toMatchObject({ explains: false });
  });
});
