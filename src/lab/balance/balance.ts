/**
 * `wsim balance`: how often each side wins a scenario when the same captain commands both, whether
 * that is balanced, how the games go, whether the printed points agree, and which single changes
 * bring it to even — each change measured by simulation (docs/balance.md).
 */
import { newGame, type AnyRulesInput as RulesInput, type AnyScenario as Scenario, type SideId } from '../../index.js';
import type { Interval } from '../stats.js';
import { adjustments, type Adjustment, type AdjustmentKind } from './adjust.js';
import type { Ending } from './games.js';
import { BALANCE_MARGIN, measure, type Measurement, type StopRule } from './measure.js';
import type { BalancePool } from './pool.js';

/** Screening precision of the search: cheap, enough to tell the promising changes from the rest. */
export const SCREEN_PRECISION = 0.15;
/** Games per candidate when the run plays a fixed number of games (--games): at most this many. */
export const SCREEN_GAMES = 200;
/** Candidates re-measured at the requested precision (the three best are printed). */
export const FINALISTS = 3;
/** Seed streams: the baseline and the finalists share one (common random numbers), the screening has its own. */
export const STREAMS = { measure: 'measure', screen: 'screen' } as const;

export interface BalancePlan {
  scenario: Scenario;
  /** built-in id or file */
  scenarioRef: string;
  rules?: RulesInput;
  rulesLabel: string;
  /** one or more captain specs; the first drives the search */
  captains: string[];
  seed: string;
  rule: StopRule;
  search: boolean;
}

export interface Story {
  turns: { median: number; low: number; high: number; mean: number };
  /** share of games by ending, most frequent first */
  endings: { ending: Ending; games: number; share: number }[];
  /** the ship that decides the most decided games */
  decisive: { ship: string; name: string; side: SideId; games: number; share: number } | null;
}

export interface PointsCheck {
  side: SideId;
  name: string;
  points: number;
  handicap: number;
  /** the side's share of the two sides' printed points (ships and handicap) */
  pointShare: number;
  /** the side's measured share of the score (a win 1, a draw ½), 95% interval */
  scoreShare: Interval;
  /** do the printed points fall inside the measured interval? */
  agrees: boolean;
}

export interface CaptainResult {
  captain: string;
  measurement: Measurement;
  story: Story;
  points: PointsCheck[];
  sentence: string;
}

export interface CandidateResult {
  key: string;
  kind: AdjustmentKind;
  label: string;
  screen: Measurement;
  full: Measurement | null;
}

export interface BalanceReport {
  kind: 'balance';
  scenario: string;
  name: string;
  rules: string;
  seed: string;
  captains: string[];
  rule: StopRule;
  margin: number;
  baseline: CaptainResult[];
  /** one sentence when the captains disagree (null with one captain or when they agree) */
  disagreement: string | null;
  search: {
    captain: string;
    /** the side the changes help */
    helps: SideId | null;
    skipped: string | null;
    screened: CandidateResult[];
    /** the best changes re-measured at the requested precision, best first */
    best: CandidateResult[];
  } | null;
  interrupted: boolean;
}

export interface BalanceHooks {
  signal?: AbortSignal;
  onPhase?: (text: string) => void;
  onGames?: (n: number) => void;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
/** A difference in percentage points, signed: "+6", "−3", "0". */
export function pts(x: number): string {
  const r = Math.round(x * 100);
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r)}`;
}

function sideName(s: Scenario, side: SideId): string {
  return s.sides.find((x) => x.id === side)?.name ?? side;
}

function quantile(hist: Record<number, number>, total: number, q: number): number {
  const keys = Object.keys(hist)
    .map(Number)
    .sort((a, b) => a - b);
  let seen = 0;
  for (const k of keys) {
    seen += hist[k];
    if (seen >= q * total) return k;
  }
  return keys.at(-1) ?? 0;
}

export function storyOf(s: Scenario, m: Measurement): Story {
  const t = m.tally;
  const mean = t.games ? Object.entries(t.turns).reduce((a, [k, n]) => a + Number(k) * n, 0) / t.games : 0;
  const endings = (Object.entries(t.endings) as [Ending, number][])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([ending, games]) => ({ ending, games, share: games / t.games }));
  const decided = t.games - t.draws;
  const top = Object.entries(t.decisive).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const ship = top ? s.ships.find((x) => x.id === top[0]) : undefined;
  return {
    turns: {
      median: quantile(t.turns, t.games, 0.5),
      low: quantile(t.turns, t.games, 0.25),
      high: quantile(t.turns, t.games, 0.75),
      mean: Math.round(mean * 10) / 10,
    },
    endings,
    decisive:
      top && ship
        ? { ship: top[0], name: ship.name ?? ship.id, side: ship.side, games: top[1], share: top[1] / decided }
        : null,
  };
}

export function pointsCheck(s: Scenario, m: Measurement): PointsCheck[] {
  const [a] = m.sides;
  // a ship's printed points: the scenario's (WS&IM), else the game's static description (Springelkamp: the
  // List of Ships' price P)
  const pointsOf = (x: Scenario['ships'][number]) => ('points' in x ? x.points : undefined);
  const handicap = (side: SideId) => ('handicap' in s ? s.handicap?.[side] : undefined) ?? 0;
  const printed = s.ships.some((x) => pointsOf(x) === undefined)
    ? new Map(newGame(s, { seed: 0 }).static.ships.map((x) => [x.id, x.points]))
    : null;
  const total = (side: SideId) =>
    s.ships.filter((x) => x.side === side).reduce((n, x) => n + (pointsOf(x) ?? printed?.get(x.id) ?? 0), 0) +
    handicap(side);
  const all = total(a) + total(m.sides[1]);
  return m.sides.map((side) => {
    // the score share of the first side is (1 + d) / 2; the second's is its mirror
    const d = m.difference;
    const scoreShare =
      side === a
        ? { estimate: (1 + d.estimate) / 2, low: (1 + d.low) / 2, high: (1 + d.high) / 2 }
        : { estimate: (1 - d.estimate) / 2, low: (1 - d.high) / 2, high: (1 - d.low) / 2 };
    const pointShare = all > 0 ? total(side) / all : 0.5;
    return {
      side,
      name: sideName(s, side),
      points: total(side) - handicap(side),
      handicap: handicap(side),
      pointShare,
      scoreShare,
      agrees: pointShare >= scoreShare.low && pointShare <= scoreShare.high,
    };
  });
}

/** Win probabilities of both sides and draws, in words. */
export function oddsText(s: Scenario, m: Measurement): string {
  const [a, b] = m.sides;
  const w = (side: SideId) =>
    `${sideName(s, side)} ${pct(m.win[side].estimate)} (${pct(m.win[side].low)}–${pct(m.win[side].high)})`;
  return `${w(a)}, ${w(b)}, draws ${pct(m.draw.estimate)}`;
}

/** The verdict in one plain sentence. */
export function verdictSentence(s: Scenario, m: Measurement, margin = BALANCE_MARGIN): string {
  const d = m.difference;
  const range = `${pts(d.estimate)} points, 95% interval ${pts(d.low)} to ${pts(d.high)}`;
  const odds = `${oddsText(s, m)} in ${m.tally.games} games`;
  const [a, b] = m.sides;
  const diffName = `${sideName(s, a)} − ${sideName(s, b)}`;
  switch (m.verdict.kind) {
    case 'balanced':
      return `Balanced: the two sides' win probabilities are within ±${pct(margin).replace('%', '')} points of each other (${diffName}: ${range}); ${odds}.`;
    case 'lopsided':
      return `Not balanced: it favours ${sideName(s, m.verdict.favoured!)} (${diffName}: ${range}, beyond ±${pct(margin).replace('%', '')} points); ${odds}.`;
    default:
      return `Cannot tell yet whether it is balanced: the interval of the difference (${diffName}: ${range}) reaches both inside and beyond ±${pct(margin).replace('%', '')} points; ${odds}. More games would settle it.`;
  }
}

export function storySentence(s: Scenario, story: Story): string {
  const t = story.turns;
  const endings = story.endings.map((e) => `${e.ending} ${pct(e.share)}`).join(', ');
  const decisive = story.decisive
    ? `; ${story.decisive.name} (${sideName(s, story.decisive.side)}) decides the most games: the winner's ship that dealt the most hit squares in ${pct(story.decisive.share)} of the decided games`
    : '; no game was decided';
  return `Games last ${t.median} turns (median; half of them ${t.low}–${t.high}) and end by ${endings || 'nothing yet'}${decisive}.`;
}

function disagreementOf(s: Scenario, results: CaptainResult[]): string | null {
  if (results.length < 2) return null;
  const describe = (r: CaptainResult) => {
    const m = r.measurement;
    const d = m.difference;
    const what =
      m.verdict.kind === 'balanced'
        ? 'balanced'
        : m.verdict.kind === 'lopsided'
          ? `favouring ${sideName(s, m.verdict.favoured!)}`
          : 'undecided';
    return `${r.captain} finds it ${what} (${pts(d.estimate)} points, ${pts(d.low)} to ${pts(d.high)})`;
  };
  const first = results[0];
  const differ = results.slice(1).filter((r) => {
    const a = first.measurement;
    const b = r.measurement;
    const overlap = a.difference.low <= b.difference.high && b.difference.low <= a.difference.high;
    const settled = a.verdict.kind !== 'undecided' && b.verdict.kind !== 'undecided';
    return !overlap || (settled && (a.verdict.kind !== b.verdict.kind || a.verdict.favoured !== b.verdict.favoured));
  });
  if (!differ.length) return `The captains agree: ${results.map(describe).join('; ')}.`;
  return `The captains disagree: ${[first, ...differ].map(describe).join('; ')}${differ.length < results.length - 1 ? `; the others agree with ${first.captain}` : ''}.`;
}

/** Rank by closeness to even, then by the narrower interval, then by key (deterministic). */
function byEvenness(a: { m: Measurement; key: string }, b: { m: Measurement; key: string }): number {
  return (
    Math.abs(a.m.difference.estimate) - Math.abs(b.m.difference.estimate) ||
    a.m.precision - b.m.precision ||
    a.key.localeCompare(b.key)
  );
}

export async function runBalance(
  pool: BalancePool,
  plan: BalancePlan,
  hooks: BalanceHooks = {},
): Promise<{ report: BalanceReport; best: Adjustment | null }> {
  const s = plan.scenario;
  const job = (scenario: Scenario, captain: string, stream: string, rule: StopRule) => ({
    scenario,
    ...(plan.rules ? { rules: plan.rules } : {}),
    captain,
    seed: plan.seed,
    stream,
    rule,
  });
  const hookArgs = { signal: hooks.signal, onGames: hooks.onGames };
  const interrupted = () => hooks.signal?.aborted === true;

  const baseline: CaptainResult[] = [];
  for (const captain of plan.captains) {
    hooks.onPhase?.(`measuring ${s.id} with ${captain} on both sides`);
    const m = await measure(pool, job(s, captain, STREAMS.measure, plan.rule), hookArgs);
    const story = storyOf(s, m);
    baseline.push({ captain, measurement: m, story, points: pointsCheck(s, m), sentence: verdictSentence(s, m) });
    if (m.stopped === 'interrupted') break;
  }
  const report: BalanceReport = {
    kind: 'balance',
    scenario: plan.scenarioRef,
    name: s.name,
    rules: plan.rulesLabel,
    seed: plan.seed,
    captains: plan.captains,
    rule: plan.rule,
    margin: BALANCE_MARGIN,
    baseline,
    disagreement: disagreementOf(s, baseline),
    search: null,
    interrupted: interrupted(),
  };
  if (!plan.search || interrupted()) return { report, best: null };

  const main = baseline[0].measurement;
  const search: NonNullable<BalanceReport['search']> = {
    captain: plan.captains[0],
    helps: null,
    skipped: null,
    screened: [],
    best: [],
  };
  report.search = search;
  if (main.verdict.kind === 'balanced') {
    search.skipped = 'the scenario is balanced already: no change is needed';
    return { report, best: null };
  }
  const ahead = main.verdict.favoured ?? main.sides[0];
  search.helps = main.sides.find((x) => x !== ahead)!;
  const candidates = s.system === undefined ? adjustments(s, ahead) : []; // the changes tried are WS&IM's
  if (!candidates.length) {
    search.skipped = 'no single change could be placed in this scenario';
    return { report, best: null };
  }
  const screenRule: StopRule =
    'games' in plan.rule
      ? { games: Math.min(plan.rule.games, SCREEN_GAMES) }
      : { precision: Math.max(plan.rule.precision, SCREEN_PRECISION), settle: true };
  hooks.onPhase?.(
    `screening ${candidates.length} single changes (±${screenRule && 'precision' in screenRule ? screenRule.precision : `${screenRule.games} games`})`,
  );
  const screens = await Promise.all(
    candidates.map((c) => measure(pool, job(c.scenario, plan.captains[0], STREAMS.screen, screenRule), hookArgs)),
  );
  search.screened = candidates.map((c, i) => ({
    key: c.key,
    kind: c.kind,
    label: c.label,
    screen: screens[i],
    full: null,
  }));
  if (interrupted()) {
    report.interrupted = true;
    return { report, best: null };
  }
  const ranked = candidates
    .map((c, i) => ({ c, m: screens[i], key: c.key }))
    .sort(byEvenness)
    .slice(0, FINALISTS);
  hooks.onPhase?.(`re-measuring the ${ranked.length} most promising at the requested precision`);
  // the finalists are measured exactly as the scenario as written was (the same rule, the same seeds)
  const fulls = await Promise.all(
    ranked.map((r) => measure(pool, job(r.c.scenario, plan.captains[0], STREAMS.measure, plan.rule), hookArgs)),
  );
  for (let i = 0; i < ranked.length; i++) search.screened.find((x) => x.key === ranked[i].key)!.full = fulls[i];
  report.interrupted = interrupted();
  const best = ranked.map((r, i) => ({ c: r.c, m: fulls[i], key: r.key })).sort(byEvenness);
  search.best = best.map((b) => search.screened.find((x) => x.key === b.key)!);
  return { report, best: report.interrupted ? null : (best[0]?.c ?? null) };
}
