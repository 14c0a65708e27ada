/**
 * Issue 30: the public API typed by rule system. The generic verbs answer in the types of the game's own system
 * (checked by the type checker: `expectTypeOf` fails `npm run typecheck`), each system's extras are its own module,
 * a query of one system given another's game is one line, and no source file outside the tests casts through
 * `unknown`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from '../../src/index.js';
import {
  asSystem,
  formatEvent,
  getScenario,
  isSystem,
  legalPlots,
  mergeOrders,
  newGame,
  nextDecision,
  OrderError,
  playerView,
  resolveTurn,
  ScenarioError,
  type AnyState,
  type AnyView,
} from '../../src/index.js';
import * as wsim from '../../src/api/wsim.js';
import * as spr from '../../src/api/springelkamp.js';

describe('the API is typed by rule system', () => {
  const w = newGame(wsim.getScenario('frigate-duel'), { seed: 1 });
  const s = newGame(spr.getScenario('springelkamp-frigate-duel'), { seed: 1 });
  it("newGame, resolveTurn, playerView and nextDecision answer in the game's own types", () => {
    expectTypeOf(w).toEqualTypeOf<wsim.GameState>();
    expectTypeOf(s).toEqualTypeOf<spr.State>();
    expectTypeOf(newGame(getScenario('frigate-duel'), { seed: 1 })).toEqualTypeOf<AnyState>();
    expectTypeOf(resolveTurn(s, {}).state).toEqualTypeOf<spr.State>();
    expectTypeOf(resolveTurn(s, {}).events).toEqualTypeOf<spr.Event[]>();
    expectTypeOf(resolveTurn(w, {}, { until: 'combat' }).events).toEqualTypeOf<wsim.GameEvent[]>();
    expectTypeOf(playerView(w, 'british')).toEqualTypeOf<wsim.PlayerView>();
    expectTypeOf(playerView(s, 'british')).toEqualTypeOf<spr.View>();
    expectTypeOf(nextDecision(w)).toEqualTypeOf<wsim.Decision>();
    expectTypeOf(mergeOrders(w, {}, {})).toEqualTypeOf<wsim.OrdersBySide>();
    expectTypeOf<AnyView>().toEqualTypeOf<wsim.PlayerView | spr.View>();
    expect(w.static.system).toBe('wsim');
    expect(s.static.system).toBe('springelkamp');
  });
  it('isSystem and asSystem narrow a game of any system to one; asSystem refuses another in one line', () => {
    const any: AnyState = s;
    expect(isSystem(any, 'springelkamp')).toBe(true);
    expect(isSystem(any, 'wsim')).toBe(false);
    if (isSystem(any, 'springelkamp')) expectTypeOf(any).toEqualTypeOf<spr.State>();
    expectTypeOf(asSystem(playerView(any, 'british'), 'springelkamp', 'test')).toEqualTypeOf<spr.View>();
    expect(() => asSystem(any, 'wsim', 'crewSections')).toThrow(
      new OrderError('crewSections is a WS&IM query; this game is played under "springelkamp"'),
    );
  });
  it("a system's query given another system's game refuses it in one line; getScenario of a system refuses another's", () => {
    expect(() => wsim.legalPlotEnds(s, 'amazon')).toThrow(
      /^legalPlotEnds is a WS&IM query; this game is played under "springelkamp"$/,
    );
    expect(() => wsim.getScenario('springelkamp-frigate-duel')).toThrow(ScenarioError);
    expect(() => spr.getScenario('frigate-duel')).toThrow(/a scenario of the rule system "wsim", not a Springelkamp/);
    expect(getScenario('springelkamp-frigate-duel').system).toBe('springelkamp');
  });
  it('the generic verbs dispatch on the game: legal plots and events in the words of its system', () => {
    expect(legalPlots(s, 'amazon')).toContain('FF'); // Springelkamp's plots are basic moves F, P, S
    expect(legalPlots(w, 'amazon')).toContain('1');
    const turn = resolveTurn(s, {});
    expect(turn.events.length).toBeGreaterThan(0);
    for (const e of turn.events) expect(formatEvent(turn.state, e)).toBe(spr.rules.formatEvent(e));
  });
  it("src/index.ts exports the generic verbs and each system's module as a namespace (no spr-prefixed names)", () => {
    expect(Object.keys(api.wsim)).toContain('checkFire');
    expect(Object.keys(api.springelkamp)).toContain('fireTargets');
    expect(Object.keys(api).filter((k) => /^spr[A-Z]|^SPR_|^checkSpr/.test(k))).toEqual([]);
    expect(Object.keys(api)).not.toContain('checkFire');
  });
});

describe("no cast through unknown outside the tests (issue 30: 'as unknown as' in src and bots)", () => {
  const ROOT = join(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir)).flatMap((n) =>
      statSync(join(ROOT, dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|mts)$/.test(n) ? [join(dir, n)] : [],
    );
  it('none in src or bots', () => {
    const found = [...files('src'), ...files('bots')].filter((f) =>
      readFileSync(join(ROOT, f), 'utf8').includes('as unknown as'),
    );
    expect(found).toEqual([]);
  });
});
