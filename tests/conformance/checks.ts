/**
 * The conformance suite's checks (OpenSpiel's random-simulation test), run over one rule system's sampled games
 * through the public API and the captains' harness only: games to the end that replay to the same digests, views
 * without hidden state or dice, legal plots that the plot check accepts, captains' orders that no phase refuses.
 * Each check collects its failures as lines naming the game, the turn and what went wrong.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  checkOrder,
  checkPlot,
  legalPlots,
  newGame,
  playerView,
  replay,
  turnDigest,
  type AnyEvent,
  type AnyShipOrders,
  type AnyState,
  type AnyView,
} from '../../src/index.js';
import { createCaptain, playGame, type Captain, type PlayResult } from '../../bots/index.js';
import type { GameCase } from './sample.js';
import type { ConformanceProfile, RefusalEvent } from './profiles.js';

export interface Tally {
  games: number;
  turns: number;
  /** side views checked for leaks (the states' and those the captains were given) */
  views: number;
  /** views compared with the view of the same state with its hidden parts changed */
  hidden: number;
  /** hidden parts changed: states where the change really touched the state beyond the seed and dice */
  secretsChanged: number;
  plots: number;
  orders: number;
  refusalsExempt: Record<string, number>;
}

export interface SystemRun {
  tally: Tally;
  failures: { end: string[]; views: string[]; plots: string[]; orders: string[] };
}

/** How many of a ship's legal plots are checked at each decision (spread over the list). */
const PLOTS_PER_SHIP = 4;

/** Where a value is not plain JSON (a function, a class instance, NaN, undefined in a list…), or null. */
export function jsonIssue(x: unknown, path = '$'): string | null {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : `${path} is ${x}`;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const r = jsonIssue(x[i], `${path}[${i}]`);
      if (r) return r;
    }
    return null;
  }
  if (typeof x === 'object') {
    const proto = Object.getPrototypeOf(x) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
    for (const [k, v] of Object.entries(x)) {
      if (v === undefined) continue; // an absent optional field: JSON leaves it out, as absent
      const r = jsonIssue(v, `${path}.${k}`);
      if (r) return r;
    }
    return null;
  }
  return `${path} is ${typeof x}`;
}

/** What a view shows that it must not: not JSON, the random stream or the seed (of `state`, when given). */
export function viewLeaks(view: AnyView, state?: AnyState): string[] {
  const out: string[] = [];
  const bad = jsonIssue(view);
  if (bad) out.push(`not JSON: ${bad}`);
  const text = JSON.stringify(view);
  if (/"rng":/.test(text)) out.push('a random stream ("rng")');
  if ('seed' in view.static) out.push('the seed in static');
  if (state) {
    if (text.includes(JSON.stringify(state.static.seed))) out.push(`the seed ${state.static.seed}`);
    for (const k of ['s0', 's1', 's2'] as const)
      if (text.includes(String(state.rng[k]))) out.push(`the random stream's ${k}`);
  }
  return out;
}

/** The ships the view's side commands now. */
function ownShips(view: AnyView): string[] {
  return view.ships.filter((s) => ((s as { controller?: string }).controller ?? s.side) === view.side).map((s) => s.id);
}

class Checker {
  readonly run: SystemRun = {
    tally: { games: 0, turns: 0, views: 0, hidden: 0, secretsChanged: 0, plots: 0, orders: 0, refusalsExempt: {} },
    failures: { end: [], views: [], plots: [], orders: [] },
  };
  label = '';
  private decisions = 0;

  constructor(private readonly profile: ConformanceProfile) {}

  /** Check 2 on a state: each side's view leaks nothing, and is the same when what it hides is changed. */
  states(state: AnyState): void {
    for (const side of state.static.sides.map((s) => s.id)) {
      const view = playerView(state, side);
      this.run.tally.views++;
      for (const leak of viewLeaks(view, state))
        this.run.failures.views.push(`${this.label} turn ${state.turn} ${side}: ${leak}`);
      const other = this.profile.withOtherSecrets(state, side);
      const { static: a, rng: _a, ...restA } = state;
      const { static: b, rng: _b, ...restB } = other;
      if (!isDeepStrictEqual(restA, restB) || !isDeepStrictEqual({ ...a, seed: '' }, { ...b, seed: '' }))
        this.run.tally.secretsChanged++;
      this.run.tally.hidden++;
      if (JSON.stringify(playerView(other, side)) !== JSON.stringify(view))
        this.run.failures.views.push(`${this.label} turn ${state.turn} ${side}: the view shows what it hides`);
    }
  }

  /** Checks 2, 3 and the first half of 4 at a decision: the captain's view, its ships' legal plots, its orders. */
  decision(view: AnyView, orders: { ships: Record<string, AnyShipOrders> }, point: string): void {
    const at = `${this.label} turn ${view.turn} ${view.side} (${point})`;
    this.run.tally.views++;
    for (const leak of viewLeaks(view)) this.run.failures.views.push(`${at}: ${leak}`);
    if (point === 'orders') for (const ship of ownShips(view)) this.plots(view, ship, at);
    for (const [ship, order] of Object.entries(orders.ships)) {
      this.run.tally.orders++;
      const check = checkOrder(view, ship, order);
      const plot = (order as { plot?: string }).plot;
      const bound =
        check.plot && !check.plot.legal && !check.refused.length && plot !== undefined
          ? this.profile.boundPlot(view, ship, plot, check.plot)
          : null;
      if (!check.legal && !this.exempt(bound))
        this.run.failures.orders.push(
          `${at} ${ship} ${JSON.stringify(order)}: refused at order time: ${JSON.stringify(check.plot?.legal === false ? check.plot : check.refused)}`,
        );
    }
  }

  private plots(view: AnyView, ship: string, at: string): void {
    const plots = legalPlots(view, ship);
    const n = Math.min(PLOTS_PER_SHIP, plots.length);
    const offset = this.decisions++;
    for (let i = 0; i < n; i++) {
      const plot = plots[(offset + Math.floor((i * plots.length) / n)) % plots.length];
      this.run.tally.plots++;
      const p = checkPlot(view, ship, plot);
      if ((!p.legal || p.executed !== plot) && !this.exempt(this.profile.boundPlot(view, ship, plot, p)))
        this.run.failures.plots.push(`${at} ${ship} "${plot}": ${p.reason ?? `executed as "${p.executed}"`}`);
      const o = checkOrder(view, ship, { plot });
      if (!isDeepStrictEqual(o, { legal: p.legal, plot: p, refused: [] }))
        this.run.failures.plots.push(
          `${at} ${ship} "${plot}": checkOrder says ${JSON.stringify(o)}, checkPlot ${JSON.stringify(p)}`,
        );
    }
  }

  /** Count a refusal the rules make legitimate under its rule; false when there is none (a fault). */
  private exempt(rule: string | null): boolean {
    if (rule) this.run.tally.refusalsExempt[rule] = (this.run.tally.refusalsExempt[rule] ?? 0) + 1;
    return rule !== null;
  }

  /** The second half of check 4: the turn's refusals, but those the rules make unforeseeable (the profile). */
  refusals(before: AnyState, events: readonly AnyEvent[]): void {
    for (const e of events as readonly (AnyEvent & RefusalEvent & { legal?: boolean; plot?: string })[]) {
      if (e.type !== 'orderIgnored' && !(e.type === 'plot' && e.legal === false)) continue;
      if (!this.exempt(this.profile.unforeseeable(e, before, events)))
        this.run.failures.orders.push(
          `${this.label} turn ${before.turn} ${e.ship}: ${e.type === 'plot' ? `plot ${e.plot}` : e.order}: ${e.reason}`,
        );
    }
  }

  /** A captain whose every decision is checked; its orders are the captain's own, unchanged. */
  watched(captain: Captain): Captain {
    const boarding = captain.boarding?.bind(captain);
    return {
      name: captain.name,
      orders: (ctx) => {
        const o = captain.orders(ctx);
        this.decision(ctx.view, o, 'orders');
        return o;
      },
      ...(boarding
        ? {
            boarding: (ctx) => {
              const o = boarding(ctx);
              this.decision(ctx.view, o, 'boarding');
              return o;
            },
          }
        : {}),
    };
  }
}

function play(c: GameCase, wrap: (captain: Captain) => Captain, onTurn?: (s: AnyState, e: AnyEvent[]) => void) {
  const sides = c.scenario.sides.map((s) => s.id);
  const captains = Object.fromEntries(sides.map((side, i) => [side, wrap(createCaptain(c.captains[i]))]));
  const limit = (c.scenario as { turnLimit: number }).turnLimit;
  return playGame(c.scenario, captains, { seed: c.seed, rules: c.rules, maxTurns: limit + 1, onTurn });
}

/** Check 1: the game ended with a result, the same game again is the same, and its record replays to its digest. */
function endAndReplay(c: GameCase, a: PlayResult, run: SystemRun): void {
  const fail = (what: string) => run.failures.end.push(`${c.label}: ${what}`);
  if (!a.state.result) fail('no result');
  const b = play(c, (x) => x);
  if (!isDeepStrictEqual(b.record, a.record)) fail('the same seed and captains gave another record');
  if (turnDigest(b.state) !== turnDigest(a.state)) fail('the same game again ends in another digest');
  const r = replay(JSON.parse(JSON.stringify(a.record)) as typeof a.record);
  if (r.divergence) fail(`the replay diverges: ${JSON.stringify(r.divergence)}`);
  if (r.warnings.length) fail(`the replay warns: ${r.warnings.join('; ')}`);
  if (turnDigest(r.state) !== turnDigest(a.state)) fail('the replay ends in another digest');
  if (!isDeepStrictEqual(r.state, a.state)) fail('the replay ends in another state');
}

/** Play one system's games, each checked at every turn and decision. */
export function runSystem(cases: readonly GameCase[], profile: ConformanceProfile): SystemRun {
  const checker = new Checker(profile);
  for (const c of cases) {
    checker.label = `${c.label} seed ${c.seed} ${c.captains.join(' v ')}`;
    let before: AnyState = newGame(c.scenario, { seed: c.seed, rules: c.rules });
    checker.states(before);
    const a = play(
      c,
      (x) => checker.watched(x),
      (state, events) => {
        checker.refusals(before, events);
        checker.states(state);
        checker.run.tally.turns++;
        before = state;
      },
    );
    checker.run.tally.games++;
    endAndReplay(c, a, checker.run);
  }
  return checker.run;
}
