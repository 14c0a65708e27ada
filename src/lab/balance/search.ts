/**
 * The search for a change that brings a scenario to even (docs/balance.md):
 * 1. single changes — a crew a grade up or down, a ship added or removed, the wind — are screened
 *    cheaply; the knobs with a value — handicap, turn limit, starting range, grades over several
 *    ships — are solved for the value that brings the difference to zero (solve.ts, common random
 *    numbers on the "solve" stream);
 * 2. the closest to even that keep the game alive are re-measured on the seeds of the scenario as
 *    written, in a race of looks (LOOK_GAMES games each, race.ts): every finalist gets a first look, then
 *    the one with the best chance of being a fix (within ±5 points) per unit of cost, live changes first,
 *    gets the next, until one is confirmed (within ±5 points at the requested precision, the game alive).
 *    Once a finalist is measured to the requested precision unconfirmed, the first of the ranking is measured
 *    on if it can be, else the runners-up to ±10 points (RACE_PRECISION) at most;
 * 3. when none of them comes within ±5 points, pairs: each of the best single changes with the best
 *    changes of other kinds on top of it (a knob solved again on the changed scenario), screened and
 *    re-measured the same way.
 * Changes are ranked by closeness to even; one that raises draws or turn-limit endings by more than
 * 15 points is flagged and never offered as the fix.
 *
 * A quick captain may screen for a slow one (`screen`): steps 1 and 3 are then played by the quick captain,
 * and before a knob's value is re-measured the slow captain solves the knob again from the quick one's value
 * (solveNear: two or three values where the quick captain's whole range took eight or more), so that every
 * figure offered — the fix, the finalists, the value of a knob — is the slow captain's measurement.
 */
import type { AnyScenario as Scenario, SideId } from '../../index.js';
import { adjustments, type Adjustment } from './adjust.js';
import { leversFor, type Lever } from './levers.js';
import {
  BALANCE_MARGIN,
  LOOK_GAMES,
  measurementOf,
  mergeTallies,
  stopReason,
  type Measurement,
  type StopRule,
} from './measure.js';
import { Interrupted, type Measurer } from './measurer.js';
import { byEvenness, histogramQuantile, qualityFlags, qualityOf, type GameQuality } from './quality.js';
import { slopeOf, solveKnob, solveNear, type Probe } from './solve.js';
import { nextLook } from './race.js';
import { pts } from './words.js';

/** Screening precision of single changes: cheap, enough to tell the promising changes from the rest. */
export const SCREEN_PRECISION = 0.15;
/** Games per candidate screened when the run plays a fixed number of games (--games): at most this many. */
export const SCREEN_GAMES = 200;
/** Games per value of a knob (the same seeds for every value): the sample the root is found on. */
export const PROBE_GAMES = 100;
/** Candidates re-measured by the captain (besides every knob solved for even). */
export const FINALISTS = 3;
/**
 * The race among the finalists: the most a runner-up is measured to (or the requested precision if coarser)
 * when the first of the ranking met the requested precision without being confirmed (race.ts). At ±5 points a
 * change near even costs about a thousand games, a runner-up known to ±10 about a quarter, a first look
 * LOOK_GAMES.
 */
export const RACE_PRECISION = 0.1;
/** Pairs: the best single changes the knobs are solved again on. */
export const PAIR_FIRSTS = 2;
/** Seed streams: the scenario as written and every re-measurement share one (common random numbers). */
export const STREAMS = { measure: 'measure', screen: 'screen', solve: 'solve' } as const;

export interface Solved {
  value: number;
  bracket: [number, number] | null;
  probes: (Probe & { games: number })[];
}

export interface CandidateResult {
  key: string;
  /** the kind of change ("handicap", …; a pair: "handicap + ship added") */
  kind: string;
  label: string;
  /** a knob solved: the value found, the bracket of the sign change, every value measured */
  solved?: Solved;
  /** the knob solved again by the captain of the search from the screening captain's value (`solved`) */
  refined?: Solved & { captain: string };
  screen: Measurement;
  /** re-measured by the captain of the search (null: not a finalist) */
  full: Measurement | null;
  /** a finalist measured in the race only (to ±10 points), not carried on to the requested precision */
  raced?: boolean;
  /** the games' quality, from the re-measurement when there is one */
  quality: GameQuality;
  /** what the change does to the life of the game (empty: it keeps it alive) */
  flags: string[];
}

/** A value measured by a knob's solve that Ctrl-C cut short: the change at that value and what it measured. */
export interface CutProbe {
  x: number;
  label: string;
  difference: Measurement['difference'];
  games: number;
  alive: boolean;
}

/** A knob's solve cut short by Ctrl-C: every value it measured whole before the stop (no value is found from them). */
export interface CutSolve {
  kind: string;
  /** the captain that was solving it */
  captain: string;
  /** solving it again near this value of the screening captain (null: a first solve) */
  near: number | null;
  /** solved on top of this change, a pair's first (null: on the scenario as written) */
  on: string | null;
  probes: CutProbe[];
}

/** A knob's value measured by a solve: the change, its measurement, and whether the game stays worth playing. */
interface Made {
  a: Adjustment;
  m: Measurement;
  alive: boolean;
}

/** A knob solved on the scenario as written: its range, every value measured, the value found. */
export interface KnobReport {
  kind: string;
  /** the change at the value found */
  label: string;
  start: number;
  low: number;
  high: number;
  /** the value found (the start when no value brought it nearer even) */
  value: number;
  bracket: [number, number] | null;
  probes: (Probe & { games: number })[];
}

export interface SearchReport {
  captain: string;
  /** the quicker captain that screened the changes and first solved the knobs (null: the captain itself) */
  screen: string | null;
  /** the rule the finalists were first measured under, when coarser than the requested one (null: no race) */
  race: StopRule | null;
  /** the side the changes help */
  helps: SideId | null;
  skipped: string | null;
  /** every single change screened and every knob solved at a value other than its own */
  screened: CandidateResult[];
  /** the knobs solved on the scenario as written */
  knobs: KnobReport[];
  /** knobs whose solve Ctrl-C cut short, with the values they had measured (empty unless interrupted) */
  cut: CutSolve[];
  /** the best single changes re-measured (the first that keeps the game alive at the requested precision), ranked */
  best: CandidateResult[];
  /** two changes together, tried when no single change came within ±5 points (null: not needed) */
  pairs: { screened: CandidateResult[]; best: CandidateResult[] } | null;
  /** the fix: the best re-measured change that keeps the game alive (null: none) */
  fix: CandidateResult | null;
  /** whether anything tried reaches even, in one sentence */
  conclusion: string;
  /** the quality of the scenario as written that the flags compare against (null: no search) */
  base: GameQuality | null;
}

export interface SearchInput {
  scenario: Scenario;
  baseline: Measurement;
  /** the requested stop rule */
  rule: StopRule;
  phase?: (text: string) => void;
  /** a quicker captain's measurer for the screening and the first solve of the knobs (none: the captain's own) */
  screen?: Measurer;
}

interface Found {
  result: CandidateResult;
  adjustment: Adjustment;
  /** a knob solved: its lever and the side it was solved for (to solve it again) */
  lever?: Lever;
  ahead?: SideId;
  /** a pair: its first change (the knob above is the second) */
  first?: Found;
}

function screenRule(rule: StopRule): StopRule {
  return 'games' in rule
    ? { games: Math.min(rule.games, SCREEN_GAMES) }
    : { precision: Math.max(rule.precision, SCREEN_PRECISION), settle: true };
}

export function raceRule(rule: StopRule): StopRule {
  return 'games' in rule
    ? { games: Math.min(rule.games, SCREEN_GAMES) }
    : { precision: Math.max(rule.precision, RACE_PRECISION), settle: rule.settle };
}

function probeRule(rule: StopRule): StopRule {
  return { games: 'games' in rule ? Math.min(rule.games, PROBE_GAMES) : PROBE_GAMES };
}

/** A scenario's JSON with its keys sorted: two ways to the same scenario give the same text. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const oriented = (m: Measurement, ahead: SideId) => (m.sides[0] === ahead ? 1 : -1) * m.difference.estimate;
const measuredOf = (r: CandidateResult) => r.full ?? r.screen;
const reaches = (r: CandidateResult) => Math.abs(measuredOf(r).difference.estimate) <= BALANCE_MARGIN;
/**
 * A fix confirmed: re-measured to the requested precision (not a runner-up of the race), within ±5 points of
 * even, the game kept alive. It ranks before a runner-up whose coarser estimate happens to lie closer to zero:
 * within the margin, a ±10-point estimate's nearness to zero is its luck, not a better fix.
 */
const confirmed = (r: CandidateResult) => r.full !== null && !r.raced && !r.flags.length && reaches(r);
const ranked = (list: Found[]) =>
  [...list].sort(
    (a, b) =>
      Number(confirmed(b.result)) - Number(confirmed(a.result)) ||
      byEvenness(
        { key: a.result.key, m: measuredOf(a.result), flags: a.result.flags },
        { key: b.result.key, m: measuredOf(b.result), flags: b.result.flags },
      ),
  );

class Search {
  readonly knobs: KnobReport[] = [];
  /** every finalist re-measured by the captain so far, in order (what an interrupted search still reports) */
  readonly remeasured: Found[] = [];
  /** the knobs' solves in progress: what `cut` reports of each, and the values measured so far */
  private readonly solving = new Set<{ head: Omit<CutSolve, 'probes'>; made: Map<number, Made> }>();
  /** the measurer of the screening and the knobs' first solve */
  private readonly quick: Measurer;
  constructor(
    private readonly run: Measurer,
    private readonly input: SearchInput,
    private readonly ahead: SideId,
    /** the games of the scenario as written that the flags compare against: the captain's, and the screening captain's */
    private readonly base: GameQuality,
    private readonly quickBase: GameQuality = base,
  ) {
    this.quick = input.screen ?? run;
  }

  private result(a: Adjustment, screen: Measurement, extra: Partial<CandidateResult> = {}): Found {
    const quality = qualityOf(screen.tally);
    return {
      adjustment: a,
      result: {
        key: a.key,
        kind: a.kind,
        label: a.label,
        ...extra,
        screen,
        full: null,
        quality,
        flags: qualityFlags(this.quickBase, quality),
      },
    };
  }

  async screen(a: Adjustment): Promise<Found> {
    return this.result(a, await this.quick.measure(a.scenario, STREAMS.screen, screenRule(this.input.rule)));
  }

  /**
   * Measure a knob's value on the probe games with a measurer: the change, its measurement and its probe. The
   * solve is in progress (what Ctrl-C reports as cut short) from its first value until `solved` reads it.
   */
  private probe(
    lever: Lever,
    ahead: SideId,
    run: Measurer,
    base: GameQuality,
    at: Pick<CutSolve, 'near' | 'on'> = { near: null, on: null },
  ) {
    const rule = probeRule(this.input.rule);
    const made = new Map<number, Made>();
    const entry = { head: { kind: lever.kind, captain: run.captain, ...at }, made };
    this.solving.add(entry);
    const f = async (x: number) => {
      const a = lever.at(x);
      if (!a) throw new Error(`${lever.key} ${x} cannot be placed`); // the knob's range holds placeable values only
      const m = await run.measure(a.scenario, STREAMS.solve, rule);
      const alive = !qualityFlags(base, qualityOf(m.tally)).length;
      made.set(x, { a, m, alive });
      return { value: oriented(m, ahead), alive };
    };
    const solved = (sol: { x: number; bracket: [number, number] | null; probes: Probe[] }): Solved => {
      this.solving.delete(entry);
      return {
        value: sol.x,
        bracket: sol.bracket,
        probes: sol.probes.map((p) => ({ ...p, games: made.get(p.x)!.m.tally.games })),
      };
    };
    return { f, made, solved };
  }

  /** The knobs' solves in progress, each with the values it has measured whole (an interrupted measurement throws before it is kept). */
  cut(): CutSolve[] {
    return [...this.solving]
      .filter((s) => s.made.size)
      .map((s) => ({
        ...s.head,
        probes: [...s.made].map(([x, { a, m, alive }]) => ({
          x,
          label: a.label,
          difference: m.difference,
          games: m.tally.games,
          alive,
        })),
      }));
  }

  /**
   * A knob solved by the screening captain, solved again by the captain of the search from its value
   * (the finalist then stands for the captain's value; a pair keeps its first change).
   */
  private async refine(f: Found): Promise<void> {
    const { lever, ahead, result } = f;
    if (!this.input.screen || !lever || !ahead || !result.solved) return;
    const near = result.solved.value;
    const on = f.first?.result.label ?? null;
    const { f: measureAt, made, solved } = this.probe(lever, ahead, this.run, this.base, { near, on });
    const sol = await solveNear(measureAt, lever.knob, near, slopeOf(result.solved.probes));
    const { a, m } = made.get(sol.x)!;
    const again = f.first ? pairOf(f.first, this.result(a, m)) : this.result(a, m);
    f.adjustment = again.adjustment;
    result.key = again.result.key;
    result.label = again.result.label;
    result.refined = { ...solved(sol), captain: this.run.captain };
  }

  /** The knob's value that brings the difference closest to zero, on the probe games. */
  async solve(lever: Lever, ahead = this.ahead, log = false, on: string | null = null): Promise<Found | null> {
    const { f, made, solved } = this.probe(lever, ahead, this.quick, this.quickBase, { near: null, on });
    const solution = await solveKnob(f, lever.knob);
    const { probes } = solved(solution);
    const { start, low, high } = lever.knob;
    const label = made.get(solution.x)!.a.label;
    if (log)
      this.knobs.push({
        kind: lever.kind,
        label,
        start,
        low,
        high,
        value: solution.x,
        bracket: solution.bracket,
        probes,
      });
    if (solution.x === start) return null; // the value as written is as even as it gets: no change
    const { a, m } = made.get(solution.x)!;
    return { ...this.result(a, m, { solved: solved(solution) }), lever, ahead };
  }

  /** Single changes screened and knobs solved on the scenario as written. */
  async singles(): Promise<Found[]> {
    const { scenario, baseline } = this.input;
    // the changes and knobs are WS&IM's: a scenario of another rule system has none
    if (scenario.system !== undefined) return [];
    const longGames = histogramQuantile(baseline.tally.turns, 0.75);
    const found = await Promise.all([
      ...adjustments(scenario, this.ahead).map((a) => this.screen(a)),
      ...leversFor(scenario, this.ahead, longGames).map((l) => this.solve(l, this.ahead, true)),
    ]);
    return found.filter((x): x is Found => x !== null);
  }

  /**
   * Re-measure the best (alive first, then closest to even; one of each scenario) and every single knob
   * solved for even, in a race of looks (race.ts): a first look each, then the next look to the best chance of a
   * fix per ship, until one is confirmed (the fix is always measured to the requested precision; its runners-up
   * keep the looks they had, or stand at ±10 points when a first was measured unconfirmed).
   */
  async finalists(list: Found[]): Promise<Found[]> {
    const seen = new Set<string>();
    const top = ranked(list).filter((f) => {
      const key = canonical(f.adjustment.scenario);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // the best few, and every knob whose value was solved for even (a sign change found)
    const chosen = top.filter(
      (f, i) => i < FINALISTS || (f.result.solved?.bracket && !f.result.flags.length && !f.result.kind.includes('+')),
    );
    const { rule } = this.input;
    const race = raceRule(rule);
    const racing = racesUnder(rule);
    const sides = this.input.baseline.sides;
    const remeasure = async (f: Found, r: StopRule) => {
      let full = await this.run.measure(f.adjustment.scenario, STREAMS.measure, r, f.result.full ?? undefined);
      // a step of the race that meets the requested rule is that rule's measurement (the same games, the same
      // tally): what measuring under it from the start gives
      const reason = stopReason(full.tally, sides, rule);
      if (reason && full.stopped !== reason) full = measurementOf(full.tally, sides, reason);
      f.result.full = full;
      f.result.quality = qualityOf(full.tally);
      f.result.flags = qualityFlags(this.base, f.result.quality);
      // in the race until it meets the requested rule (a raced finalist is never a confirmed fix)
      if (reason) delete f.result.raced;
      else f.result.raced = true;
      if (!this.remeasured.includes(f)) this.remeasured.push(f);
    };
    /** the next look of a finalist: LOOK_GAMES games more (or fewer, up to a fixed number of games requested) */
    const look = (f: Found): StopRule => {
      const games = f.result.full?.tally.games ?? 0;
      return { games: 'games' in rule ? Math.min(rule.games, games + LOOK_GAMES) : games + LOOK_GAMES };
    };
    await Promise.all(
      chosen.map(async (f) => {
        await this.refine(f);
        await remeasure(f, racing ? look(f) : rule);
      }),
    );
    // the race, a look at a time (race.ts): the finalist with the best chance of being a fix per unit of cost gets
    // the next look, until a fix is confirmed; once one is measured to the requested rule unconfirmed, the first of
    // the ranking is measured on, else the runners-up to the race's rule at most
    for (;;) {
      const i = nextLook(
        chosen.map((f) => ({
          key: f.result.key,
          m: f.result.full!,
          flags: f.result.flags,
          ships: f.adjustment.scenario.ships.length,
        })),
        rule,
        race,
      );
      if (i === null) break;
      await remeasure(chosen[i], look(chosen[i]));
    }
    // two knobs solved again to the same scenario are one finalist
    const again = new Set<string>();
    return ranked(chosen).filter((f) => {
      const key = canonical(f.adjustment.scenario);
      if (again.has(key)) return false;
      again.add(key);
      return true;
    });
  }

  /**
   * Pairs: on each of the best single changes, every knob of another kind solved again for even
   * (for the side then behind: a change that overshoots is brought back), and, on a change without
   * a value, the best change of another kind without one made again by its key.
   */
  async pairs(singles: Found[]): Promise<Found[]> {
    const order = ranked(singles).filter((f) => !f.result.flags.length);
    const longGames = histogramQuantile(this.input.baseline.tally.turns, 0.75);
    const tries: Promise<Found | null>[] = [];
    for (const first of order.slice(0, PAIR_FIRSTS)) {
      const scenario = first.adjustment.scenario;
      const sides = this.input.baseline.sides;
      const ahead =
        oriented(measuredOf(first.result), this.ahead) >= 0 ? this.ahead : sides.find((x) => x !== this.ahead)!;
      const knobs = leversFor(scenario, ahead, longGames).filter((l) => l.kind !== first.result.kind);
      for (const lever of knobs)
        tries.push(
          this.solve(lever, ahead, false, first.result.label).then(
            (made) => made && { ...pairOf(first, made), lever, ahead, first },
          ),
        );
      const other = first.result.solved
        ? undefined
        : order.find((f) => !f.result.solved && f.result.kind !== first.result.kind);
      const again = other && adjustments(scenario, ahead).find((x) => x.key === other.result.key);
      if (again) tries.push(this.screen(again).then((made) => pairOf(first, made)));
    }
    // a pair that makes a scenario already measured as a single change (two steps of one grade) is left out
    const seen = new Set<string>(singles.map((f) => canonical(f.adjustment.scenario)));
    return (await Promise.all(tries)).filter((f): f is Found => {
      if (!f) return false;
      const key = canonical(f.adjustment.scenario);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

/** Does a search under this rule race its finalists (is the race's rule coarser than the requested one)? */
function racesUnder(rule: StopRule): boolean {
  return canonical(raceRule(rule)) !== canonical(rule);
}

function pairOf(first: Found, second: Found): Found {
  const key = `${first.result.key} + ${second.result.key}`;
  const label = `${first.result.label}, and ${second.result.label}`;
  return {
    adjustment: { ...second.adjustment, key, label },
    result: { ...second.result, key, kind: `${first.result.kind} + ${second.result.kind}`, label },
  };
}

/** Search for a fix; `best` is the adjustment of the fix (null: none). */
export async function searchChanges(
  run: Measurer,
  input: SearchInput,
): Promise<{ report: SearchReport; best: Adjustment | null }> {
  const m = input.baseline;
  const screening = input.screen && input.screen.captain !== run.captain ? input.screen : undefined;
  const report: SearchReport = {
    captain: run.captain,
    screen: screening?.captain ?? null,
    race: racesUnder(input.rule) ? raceRule(input.rule) : null,
    helps: null,
    skipped: null,
    screened: [],
    knobs: [],
    cut: [],
    best: [],
    pairs: null,
    fix: null,
    conclusion: '',
    base: null,
  };
  if (m.verdict.kind === 'balanced') {
    report.skipped = 'the scenario is balanced already: no change is needed';
    return { report, best: null };
  }
  const ahead = m.verdict.favoured ?? m.sides[0];
  report.helps = m.sides.find((x) => x !== ahead)!;
  const at: { search?: Search; pairsFrom?: number } = {};
  try {
    return await searchInto(report, run, input, screening, ahead, at);
  } catch (e) {
    if (!(e instanceof Interrupted)) throw e;
    // Ctrl-C: the knobs solved and every change re-measured so far are kept; no fix is offered
    const done = at.search?.remeasured ?? [];
    const singles = at.pairsFrom === undefined ? done : done.slice(0, at.pairsFrom);
    if (!report.best.length) report.best = ranked(singles).map((f) => f.result);
    if (at.pairsFrom !== undefined)
      report.pairs = {
        screened: report.pairs?.screened ?? [],
        best: ranked(done.slice(at.pairsFrom)).map((f) => f.result),
      };
    if (!report.knobs.length && at.search)
      report.knobs = [...at.search.knobs].sort((a, b) => a.kind.localeCompare(b.kind));
    report.cut = at.search?.cut() ?? [];
    report.fix = null;
    const cut = report.cut.length ? `, and the values measured by the ${report.cut.length} knob solves cut short` : '';
    report.conclusion = `Interrupted before the search finished: no fix is offered; above, the knobs solved and the ${done.length} changes re-measured so far${cut}.`;
    return { report, best: null };
  }
}

/** The search itself, filling `report` as it goes (`at` tells an interrupted search where it stood). */
async function searchInto(
  report: SearchReport,
  run: Measurer,
  input: SearchInput,
  screening: Measurer | undefined,
  ahead: SideId,
  at: { search?: Search; pairsFrom?: number },
): Promise<{ report: SearchReport; best: Adjustment | null }> {
  const m = input.baseline;
  // the flags compare against the scenario as written on its requested measurement and on the knobs'
  // games (their value as written): a clear verdict may have settled after a few dozen games
  // with a screening captain the captain's own base is its measurement of the scenario as written (no probe
  // games of its own: the screening captain plays those), the screening captain's its probe games
  const quick = screening ?? run;
  const own = await quick.measure(input.scenario, STREAMS.solve, probeRule(input.rule));
  report.base = screening ? qualityOf(m.tally) : qualityOf(mergeTallies(m.tally, own.tally));
  const search = new Search(
    run,
    { ...input, screen: screening },
    ahead,
    report.base,
    screening ? qualityOf(own.tally) : report.base,
  );
  at.search = search;
  const by = screening ? ` with ${screening.captain}` : '';
  input.phase?.(`screening single changes and solving the handicap, turn limit, range and crew grades for even${by}`);
  const singles = await search.singles();
  report.screened = singles.map((f) => f.result);
  report.knobs = [...search.knobs].sort((a, b) => a.kind.localeCompare(b.kind));
  if (!singles.length) {
    report.skipped = 'no change could be placed in this scenario';
    return { report, best: null };
  }
  input.phase?.(
    screening
      ? `solving the knobs again near ${screening.captain}'s values and re-measuring the most promising with ${run.captain}`
      : 're-measuring the most promising and every knob solved for even at the requested precision',
  );
  const best = await search.finalists(singles);
  report.best = best.map((f) => f.result);
  let all = best;
  if (!best.some((f) => !f.result.flags.length && reaches(f.result))) {
    input.phase?.('no single change reaches ±5 points: trying pairs');
    at.pairsFrom = search.remeasured.length;
    const pairs = await search.pairs(singles);
    report.pairs = { screened: pairs.map((f) => f.result), best: [] };
    const pairBest = pairs.length ? await search.finalists(pairs) : [];
    report.pairs.best = pairBest.map((f) => f.result);
    all = ranked([...best, ...pairBest]);
  }
  const fix = all.find((f) => !f.result.flags.length) ?? null;
  report.fix = fix?.result ?? null;
  report.conclusion = conclusionOf(
    fix?.result ?? null,
    all.map((f) => f.result),
  );
  return { report, best: fix?.adjustment ?? null };
}

function conclusionOf(fix: CandidateResult | null, all: CandidateResult[]): string {
  const d = (r: CandidateResult) => pts(measuredOf(r).difference.estimate);
  if (!fix) {
    return all.length
      ? `No fix: every change that came near even made the game a draw machine or ran it out at the turn limit (${all[0].flags.join('; ')}).`
      : 'No fix: nothing could be measured.';
  }
  if (reaches(fix)) return `The fix: ${fix.label} (${d(fix)} points).`;
  return `Nothing tried reaches even: the closest that keeps the game alive is ${fix.label} (${d(fix)} points).`;
}
