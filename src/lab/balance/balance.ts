/**
 * `wsim balance`: how often each side wins a scenario when the same captain commands both, whether
 * that is balanced, how the games go and whether they stay worth playing, whether the printed points
 * agree, which changes bring it to even (search.ts), and how far the verdicts can be trusted — each
 * re-checked by a stronger hand (recheck.ts). Everything is measured by simulation (docs/balance.md).
 */
import { newGame, type AnyRulesInput as RulesInput, type AnyScenario as Scenario, type SideId } from '../../index.js';
import type { Budget } from '../../../bots/index.js';
import { captainNote, hasBudget } from './captains.js';
import type { Interval } from '../stats.js';
import type { Adjustment } from './adjust.js';
import type { Ending } from './games.js';
import { BALANCE_MARGIN, measure, type Measurement, type StopRule } from './measure.js';
import { Interrupted, measurer, taskGamesFor } from './measurer.js';
import type { BalancePool } from './pool.js';
import { histogramQuantile, qualityOf, type GameQuality } from './quality.js';
import { disagree, RECHECK_SCALE, recheckOf, recheckRule, whyTheyDiffer, type Recheck } from './recheck.js';
import { searchChanges, STREAMS, type SearchReport } from './search.js';
import { pct, pts, sideName } from './words.js';
import { fightStory, type FightStory } from './fight.js';

export interface BalancePlan {
  scenario: Scenario;
  /** built-in id or file */
  scenarioRef: string;
  rules?: RulesInput;
  rulesLabel: string;
  /** one or more captain specs; the first drives the search */
  captains: string[];
  /** multiplies the searching captains' own budgets (1: their own) */
  budgetScale: number;
  /**
   * how the verdicts are re-checked: the first captain with RECHECK_SCALE times its budget
   * ("budget"), a second captain (its spec), or not at all ("none")
   */
  recheck: 'budget' | 'none' | { captain: string };
  seed: string;
  rule: StopRule;
  search: boolean;
  /**
   * a quicker captain that screens the changes and solves the knobs first, the first captain then solving
   * them again near its values and measuring every figure offered (search.ts); absent: the first captain alone
   */
  screen?: string;
}

export interface Story {
  turns: { median: number; low: number; high: number; mean: number };
  /** share of games by ending, most frequent first */
  endings: { ending: Ending; games: number; share: number }[];
  /** the ship that decides the most decided games */
  decisive: { ship: string; name: string; side: SideId; games: number; share: number } | null;
  /** the games won by either side */
  decided: number;
  /** how each side fights: broadsides a game, their shares within three hexes and at seven or more, squares scored a game */
  fight: FightStory[];
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
  /** a captain weaker than the default, or the default with a smaller budget, says so (null: the default) */
  note: string | null;
  measurement: Measurement;
  story: Story;
  quality: GameQuality;
  points: PointsCheck[];
  sentence: string;
}

export interface BalanceReport {
  kind: 'balance';
  scenario: string;
  name: string;
  rules: string;
  seed: string;
  captains: string[];
  budgetScale: number;
  rule: StopRule;
  margin: number;
  baseline: CaptainResult[];
  /** one sentence when the captains disagree (null with one captain or when they agree) */
  disagreement: string | null;
  recheck: {
    /** the scenario as written, re-checked (null: not re-checked) */
    baseline: Recheck | null;
    /** the fix, re-checked */
    fix: Recheck | null;
    /** why there is no re-check, when there is none */
    note: string | null;
  };
  search: SearchReport | null;
  interrupted: boolean;
}

export interface BalanceHooks {
  signal?: AbortSignal;
  onPhase?: (text: string) => void;
  onGames?: (n: number) => void;
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
      median: histogramQuantile(t.turns, 0.5),
      low: histogramQuantile(t.turns, 0.25),
      high: histogramQuantile(t.turns, 0.75),
      mean: Math.round(mean * 10) / 10,
    },
    endings,
    decisive:
      top && ship
        ? { ship: top[0], name: ship.name ?? ship.id, side: ship.side, games: top[1], share: top[1] / decided }
        : null,
    decided,
    fight: fightStory(s, m),
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
  // stopped before any game finished (Ctrl-C in the first games of a slow captain): nothing to quote
  if (m.tally.games === 0)
    return 'Cannot tell whether it is balanced: the run was stopped before any game finished (0 games).';
  const d = m.difference;
  const luck = m.luck ? `; the dice's luck, ${pct(m.luck.explained)} of the results' variance, taken out` : '';
  const range = `${pts(d.estimate)} points, 95% interval ${pts(d.low)} to ${pts(d.high)}${luck}`;
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
    : story.decided > 0
      ? "; no winner's ship dealt a hit in the decided games"
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
  const differ = results.slice(1).filter((r) => disagree(first.measurement, r.measurement));
  if (!differ.length) return `The captains agree: ${results.map(describe).join('; ')}.`;
  const why = differ.map(
    (r) =>
      `Between ${first.captain} and ${r.captain}: ${whyTheyDiffer(s, { who: first.captain, m: first.measurement }, { who: r.captain, m: r.measurement })}.`,
  );
  return `The captains disagree: ${[first, ...differ].map(describe).join('; ')}${differ.length < results.length - 1 ? `; the others agree with ${first.captain}` : ''}. ${why.join(' ')}`;
}

interface RecheckSetup {
  how: string;
  captain: string;
  scale: number;
}

/** Who re-checks the verdicts, or why no one does. */
function recheckSetup(plan: BalancePlan): RecheckSetup | string {
  const first = plan.captains[0];
  if (plan.recheck === 'none') return 'not re-checked (--recheck none)';
  if (plan.recheck === 'budget') {
    if (!hasBudget(first))
      return `not re-checked: ${first} has no thinking budget to multiply; --recheck <captain> re-checks with a second captain`;
    const scale = plan.budgetScale * RECHECK_SCALE;
    return { how: `${first} at ${RECHECK_SCALE}× its budget`, captain: first, scale };
  }
  return { how: `a second captain, ${plan.recheck.captain}`, captain: plan.recheck.captain, scale: plan.budgetScale };
}

const budgetOf = (scale: number): Budget | undefined => (scale !== 1 ? { scale } : undefined);

async function measureBaseline(pool: BalancePool, plan: BalancePlan, hooks: BalanceHooks): Promise<CaptainResult[]> {
  const s = plan.scenario;
  const baseline: CaptainResult[] = [];
  for (const captain of plan.captains) {
    hooks.onPhase?.(`measuring ${s.id} with ${captain} on both sides`);
    const budget = budgetOf(plan.budgetScale);
    const m = await measure(
      pool,
      {
        scenario: s,
        ...(plan.rules ? { rules: plan.rules } : {}),
        captain,
        ...(budget ? { budget } : {}),
        seed: plan.seed,
        stream: STREAMS.measure,
        rule: plan.rule,
        ...(taskGamesFor(captain) ? { taskGames: taskGamesFor(captain) } : {}),
      },
      { signal: hooks.signal, onGames: hooks.onGames },
    );
    baseline.push({
      captain,
      note: captainNote(captain, plan.budgetScale),
      measurement: m,
      story: storyOf(s, m),
      quality: qualityOf(m.tally),
      points: pointsCheck(s, m),
      sentence: verdictSentence(s, m),
    });
    if (m.stopped === 'interrupted') break;
  }
  return baseline;
}

/** Run a stage; Ctrl-C during it gives null (the report says it was interrupted). */
async function unlessInterrupted<T>(stage: Promise<T>): Promise<T | null> {
  try {
    return await stage;
  } catch (e) {
    if (e instanceof Interrupted) return null;
    throw e;
  }
}

export async function runBalance(
  pool: BalancePool,
  plan: BalancePlan,
  hooks: BalanceHooks = {},
): Promise<{ report: BalanceReport; best: Adjustment | null }> {
  const s = plan.scenario;
  const interrupted = () => hooks.signal?.aborted === true;
  const baseline = await measureBaseline(pool, plan, hooks);
  const setup = recheckSetup(plan);
  const report: BalanceReport = {
    kind: 'balance',
    scenario: plan.scenarioRef,
    name: s.name,
    rules: plan.rulesLabel,
    seed: plan.seed,
    captains: plan.captains,
    budgetScale: plan.budgetScale,
    rule: plan.rule,
    margin: BALANCE_MARGIN,
    baseline,
    disagreement: disagreementOf(s, baseline),
    recheck: { baseline: null, fix: null, note: typeof setup === 'string' ? setup : null },
    search: null,
    interrupted: interrupted(),
  };
  if (interrupted()) return { report, best: null };
  const hookArgs = { signal: hooks.signal, onGames: hooks.onGames };
  const shared = { ...(plan.rules ? { rules: plan.rules } : {}), seed: plan.seed };
  const run = measurer(pool, { ...shared, captain: plan.captains[0], budget: budgetOf(plan.budgetScale) }, hookArgs);
  const again =
    typeof setup === 'string'
      ? null
      : measurer(pool, { ...shared, captain: setup.captain, budget: budgetOf(setup.scale) }, hookArgs);
  const main = baseline[0].measurement;
  // a screening captain that is the captain itself is dropped by the search (searchChanges)
  const screen = plan.screen
    ? measurer(
        pool,
        {
          ...shared,
          captain: plan.screen,
          ...(hasBudget(plan.screen) ? { budget: budgetOf(plan.budgetScale) } : {}),
        },
        hookArgs,
      )
    : undefined;
  const recheck = async (scenario: Scenario, original: Measurement, of: string) => {
    hooks.onPhase?.(`re-checking ${of} with ${(setup as RecheckSetup).how}`);
    const m = await again!.measure(scenario, STREAMS.measure, recheckRule(plan.rule));
    return recheckOf(s, { ...(setup as RecheckSetup), of, firstCaptain: plan.captains[0] }, original, m);
  };
  // the re-check of the scenario as written and the search share the pool (both cores stay busy)
  const [checked, searched] = await Promise.all([
    again ? unlessInterrupted(recheck(s, main, 'the scenario as written')) : null,
    plan.search
      ? unlessInterrupted(
          searchChanges(run, {
            scenario: s,
            baseline: main,
            rule: plan.rule,
            phase: hooks.onPhase,
            ...(screen ? { screen } : {}),
          }),
        )
      : null,
  ]);
  report.recheck.baseline = checked;
  report.search = searched?.report ?? null;
  const fix = searched?.report.fix;
  if (again && fix?.full && searched?.best && !interrupted())
    report.recheck.fix = await unlessInterrupted(recheck(searched.best.scenario, fix.full, `the fix (${fix.label})`));
  report.interrupted = interrupted();
  return { report, best: report.interrupted ? null : (searched?.best ?? null) };
}
