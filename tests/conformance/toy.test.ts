/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * The toy rule system (tests/conformance/fixtures/toy/, registered in every layer by its index.ts) plays through every
 * layer with no edit outside its folder (issue 30): the captains' harness (random, greedy-raker, line-keeper and mcts
 * through its CaptainRules), the lab (an experiment over its scenario, in this process), `wsim play`'s session (a
 * scripted person against a captain to the end) and the page's API (the server in this process, a game created and
 * played to the end over HTTP). The conformance suite (systems.test.ts) plays it too, as a registered system.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  captainRandom,
  getScenario,
  legalPlots,
  listScenarios,
  parseRulesWords,
  replay,
  turnDigest,
  type AnyView,
} from '../../src/index.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { loadExperiment } from '../../src/lab/experiment.js';
import { runExperiment } from '../../src/lab/run.js';
import { PlaySession } from '../../src/play/index.js';
import { ownShips } from '../../src/play/rules/index.js';
import type { CaptainHost } from '../../src/serve/captains.js';
import { order, post, raw, start, until } from '../serve/helpers.js';
import { TOY, type ToyState, type ToyView } from './fixtures/toy/index.js';

const SKIRMISH = 'toy-skirmish';
const toyView = (v: AnyView) => v as unknown as ToyView;

describe('the toy rule system is registered in every layer', () => {
  it('is listed with its scenario, and its rules are read by name by its own words', () => {
    expect(listScenarios().find((s) => s.id === SKIRMISH)?.system).toBe(TOY);
    expect(parseRulesWords(['toy', 'longGuns'])).toEqual({ system: TOY, rules: { longGuns: true } });
    expect(() => parseRulesWords(['toy', 'towing'])).toThrow(/"towing" is a WS&IM rule, not one of the toy's words/);
  });
});

describe("the toy through the captains' harness", () => {
  const pairs: [string, string][] = [
    ['random', 'random'],
    ['greedy-raker', 'random'],
    ['line-keeper', 'greedy-raker'],
    ['mcts:iterations=40', 'greedy-raker'],
  ];
  it.each(pairs)('%s against %s plays a game to its end that replays to the same state', (a, b) => {
    const sc = getScenario(SKIRMISH);
    const r = playGame(sc, { blue: createCaptain(a), red: createCaptain(b) }, { seed: `toy-${a}`, maxTurns: 20 });
    const state = r.state as unknown as ToyState;
    expect(state.result?.over).toBe(true);
    expect(r.record.turns.length).toBe(state.result!.turn);
    const again = replay(JSON.parse(JSON.stringify(r.record)) as typeof r.record);
    expect(again.divergence).toBeNull();
    expect(turnDigest(again.state)).toBe(turnDigest(r.state));
  });

  it('greedy-raker fires when an enemy is within reach (T3.1): its games have shots and hits', () => {
    const r = playGame(
      getScenario(SKIRMISH),
      { blue: createCaptain('greedy-raker'), red: createCaptain('greedy-raker') },
      { seed: 'toy-shots', keepEvents: true },
    );
    const events = r.events as unknown as { type: string; hit?: boolean; range?: number }[];
    const fired = events.filter((e) => e.type === 'fired');
    expect(fired.length).toBeGreaterThan(0);
    expect(fired.every((f) => f.range! <= 3)).toBe(true);
    expect(fired.some((f) => f.hit)).toBe(true);
  });
});

describe('the toy in the lab', () => {
  it('runs an experiment over its scenario in this process, one row a game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-toy-lab-'));
    const file = join(dir, 'toy.json');
    writeFileSync(
      file,
      JSON.stringify({
        id: 'toy-lab',
        seed: 'toy-lab-1',
        gamesPerCell: 2,
        factors: { scenario: SKIRMISH, rules: ['toy', 'toy+longGuns'], captain: ['random', 'greedy-raker'] },
      }),
    );
    const exp = await loadExperiment(file);
    const out = join(dir, 'rows.jsonl');
    const summary = await runExperiment(exp, { out, workers: 0 });
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);
    expect(summary.played).toBe(8);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.kind === 'game' && r.system === TOY && r.scenario === SKIRMISH)).toBe(true);
    expect(new Set(rows.map((r) => r.rules))).toEqual(new Set(['toy', 'toy+longGuns']));
    expect(rows.every((r) => ['blue', 'red', 'draw'].includes(r.winner) && r.turns > 0)).toBe(true);
  });
});

/** A scripted person: each of her ships sails the first legal plot that is not "stay" and fires, then done. */
function personAnswer(s: PlaySession): string {
  const parts: string[] = [];
  for (const ship of ownShips(s.view())) {
    const plots = legalPlots(s.view(), ship.id);
    parts.push(`${s.names.tag(ship.id)} plot ${plots.find((p) => p !== '0') ?? '0'}`);
    if (toyView(s.view()).ships.find((x) => x.id === ship.id)!.shot !== 0) parts.push(`${s.names.tag(ship.id)} fire`);
  }
  return [...parts, 'done'].join('; ');
}

describe('the toy in wsim play', () => {
  it('a scripted person plays a game against greedy-raker to the end; the record replays', () => {
    const s = PlaySession.start(
      { scenario: getScenario(SKIRMISH), seed: 'toy-play', human: 'blue', captain: 'greedy-raker' },
      { width: 100 },
    );
    const lines: string[] = [];
    for (let i = 0; i < 30 && !s.over; i++) lines.push(...s.input(personAnswer(s)).lines);
    expect(s.over).toBe(true);
    const text = lines.join('\n');
    expect(text).toMatch(/Orders Phase: plot and fire \(T2, T3\)|plots F|plots L|plots R/);
    expect(text).toMatch(/fires at .* at range \d: die \d/);
    const again = replay(JSON.parse(JSON.stringify(s.game.record)) as typeof s.game.record);
    expect(again.divergence).toBeNull();
    expect(turnDigest(again.state)).toBe(turnDigest(s.state));
  });
});

/** The captains thinking on this thread (the server's own captains' thread loads the systems of src/ and bots/ only). */
function captainsHere(): CaptainHost {
  const held = new Map<string, { captain: Captain; random: () => number }>();
  return {
    ask(a) {
      const key = `${a.game}/${a.side}`;
      let h = held.get(key);
      if (!h) held.set(key, (h = { captain: createCaptain(a.spec), random: captainRandom(String(a.seed), a.side) }));
      const ctx = { view: a.view, events: a.events, random: h.random, budget: {} };
      const orders = a.kind === 'main' ? h.captain.orders(ctx) : (h.captain.boarding?.(ctx) ?? { ships: {} });
      return Promise.resolve({ orders, ms: 0, explanation: null });
    },
    reset(game) {
      for (const k of [...held.keys()]) if (k.startsWith(`${game}/`)) held.delete(k);
    },
    close: () => Promise.resolve(),
  };
}

describe("the toy over the page's API", () => {
  it('a game against greedy-raker is created and played to its end over HTTP; its record replays', async () => {
    const { s } = await start(undefined, { captains: captainsHere() });
    const meta = (await raw(s, 'GET', '/api/meta')).json;
    expect(meta.scenarios.find((x: any) => x.id === SKIRMISH)?.rules).toEqual({ level: 'toy', optional: [] });
    const created = await post(s, '/api/games', {
      scenario: SKIRMISH,
      rules: { level: 'toy', optional: ['longGuns'] },
      side: 'blue',
      opponent: { kind: 'captain', captain: 'greedy-raker' },
      seed: 'toy-serve',
    });
    expect(created.status, created.text).toBe(201);
    const g = created.json as { id: string; seat: string };
    const mine = (after: number) =>
      until(async () => {
        const r = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
        return (r.json.mine || r.json.over) && r.json.revision > after ? r.json : null;
      }, 'a decision for the seat');
    let st = await mine(-1);
    expect(st.stage).toBe('orders');
    expect(st.rules).toMatchObject({ level: 'toy', optional: ['longGuns'], text: 'the toy rules (+ longGuns)' });
    for (let turn = 0; turn < 30 && !st.over; turn++) {
      for (const id of st.commandable as string[]) {
        const ends: { plot: string }[] = st.options[id].ends;
        const plot = (ends.find((e) => e.plot !== '0') ?? ends[0]).plot;
        const w = await order(s, g, id, 'plot', [plot]);
        expect(w.status, w.text).toBe(200);
        if (st.options[id].shot !== 0) expect((await order(s, g, id, 'fire', [])).status).toBe(200);
      }
      const r = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
      expect(r.status, r.text).toBe(200);
      st = await mine(r.json.state.revision - 1);
    }
    expect(st.over?.reason).toMatch(/^T4\.[12]/);
    const rec = await raw(s, 'GET', `/api/games/${g.id}/record?seat=${g.seat}`);
    expect(rec.json.scenario.system).toBe(TOY);
    expect(rec.json.turns.length).toBe(st.over.turn);
    const rp = await post(s, '/api/replay', { record: rec.json, name: 'toy.record.json' });
    expect(rp.status, rp.text).toBe(200);
    expect(rp.json.frames).toHaveLength(1 + st.over.turn);
    expect(rp.json.result).toMatch(/^Result: /);
  });
});
