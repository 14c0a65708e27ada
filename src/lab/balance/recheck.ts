/**
 * How far a verdict can be trusted: the same measurement played again, on the same seeds, by a
 * stronger hand — the captain with four times its thinking budget, or a second captain — and
 * whether the verdict held. When two captains' measurements disagree, what can be measured of why:
 * the side and the ship whose results differ most between them, and how the games end under each.
 */
import type { AnyScenario as Scenario } from '../../index.js';
import type { Interval } from '../stats.js';
import { BALANCE_MARGIN, shiftOf, type Measurement, type StopRule } from './measure.js';
import { qualityOf } from './quality.js';
import { pct, pts, sideName } from './words.js';
import { fightContrast } from './fight.js';

/** The re-check multiplies the captain's budget by this. */
export const RECHECK_SCALE = 4;
/** The re-check stops at this precision (or the requested one if finer), or as soon as it is clearly lopsided. */
export const RECHECK_PRECISION = 0.1;

export type Held = 'held' | 'not contradicted' | 'did not hold';

/**
 * How far a re-check's answer moved: steady when the whole interval of the shift lies within ±RECHECK_PRECISION (the
 * re-check's own precision), moved when it is clear of 0, unresolved otherwise. A verdict can fail to settle at any
 * budget when the scenario's difference lies near ±BALANCE_MARGIN, or whenever the precision asked is coarser than
 * the margin (at ±10 points an even scenario is never called balanced); the shift still says whether the answer moved.
 */
export type Steadiness = 'steady' | 'moved' | 'unresolved';

export interface Shift {
  /** the re-check's difference less the first measurement's, 95% interval */
  d: Interval;
  word: Steadiness;
}

/** How far the answer moved between two measurements of one scenario, and the word for it. */
export function shiftBetween(original: Measurement, again: Measurement): Shift {
  const d = shiftOf(original, again);
  const word: Steadiness =
    d.low >= -RECHECK_PRECISION && d.high <= RECHECK_PRECISION
      ? 'steady'
      : d.low > 0 || d.high < 0
        ? 'moved'
        : 'unresolved';
  return { d, word };
}

/** A shift in words: "−3 points (−9 to +3), steady: less than 10 points either way". */
export function shiftWords(shift: Shift): string {
  const m = Math.round(RECHECK_PRECISION * 100);
  const figure = `${pts(shift.d.estimate)} points (${pts(shift.d.low)} to ${pts(shift.d.high)})`;
  if (shift.word === 'steady') return `${figure}, steady: less than ${m} points either way`;
  if (shift.word === 'moved') return `${figure}: it moved`;
  return `${figure}: too few games to tell whether it moved by less than ${m} points`;
}

export interface Recheck {
  /** what re-checked it, in words ("mcts at 4× its budget", "a second captain, greedy-raker") */
  how: string;
  captain: string;
  /** the budget scale it played with */
  scale: number;
  /** what was re-checked ("the scenario as written", or the change) */
  of: string;
  measurement: Measurement;
  held: Held;
  /** how far the difference moved from the first measurement */
  shift: Shift;
  sentence: string;
  /** when it did not hold, or held but moved (the shift's interval clear of 0): what differs between the two, measured */
  why: string | null;
  /** when it did not hold: which figures to go by, and the command that measures with the stronger hand */
  advice: string | null;
}

export function recheckRule(rule: StopRule): StopRule {
  return 'games' in rule ? rule : { precision: Math.max(rule.precision, RECHECK_PRECISION), settle: true };
}

/** Two measurements disagree when their intervals of the difference do not overlap, or both verdicts are settled and differ. */
export function disagree(a: Measurement, b: Measurement): boolean {
  const overlap = a.difference.low <= b.difference.high && b.difference.low <= a.difference.high;
  const settled = a.verdict.kind !== 'undecided' && b.verdict.kind !== 'undecided';
  return !overlap || (settled && !sameVerdict(a, b));
}

function sameVerdict(a: Measurement, b: Measurement): boolean {
  return (
    a.verdict.kind === b.verdict.kind && (a.verdict.kind !== 'lopsided' || a.verdict.favoured === b.verdict.favoured)
  );
}

export function heldOf(original: Measurement, again: Measurement): Held {
  if (disagree(original, again)) return 'did not hold';
  return original.verdict.kind !== 'undecided' && sameVerdict(original, again) ? 'held' : 'not contradicted';
}

function verdictWords(s: Scenario, m: Measurement): string {
  if (m.verdict.kind === 'balanced') return 'balanced';
  if (m.verdict.kind === 'lopsided') return `favouring ${sideName(s, m.verdict.favoured!)}`;
  return 'undecided';
}

function endingsText(m: Measurement): string {
  const q = qualityOf(m.tally);
  const top = Object.entries(m.tally.endings)
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, 2)
    .map(([e, n]) => `${e} ${pct(n / m.tally.games)}`)
    .join(', ');
  return `${top || 'nothing'} (draws ${pct(q.draws)}, median ${q.medianTurns} turns)`;
}

/** What differs between two captains' games of one scenario, as measured: a side, a ship, the endings. */
export function whyTheyDiffer(
  s: Scenario,
  a: { who: string; m: Measurement },
  b: { who: string; m: Measurement },
): string {
  const share = (m: Measurement, n: number) => (m.tally.games ? n / m.tally.games : 0);
  const side = [...a.m.sides].sort(
    (x, y) =>
      Math.abs(share(b.m, b.m.tally.wins[y]) - share(a.m, a.m.tally.wins[y])) -
        Math.abs(share(b.m, b.m.tally.wins[x]) - share(a.m, a.m.tally.wins[x])) || x.localeCompare(y),
  )[0];
  const parts = [
    `${sideName(s, side)} win ${pct(share(a.m, a.m.tally.wins[side]))} of the games with ${a.who} and ${pct(share(b.m, b.m.tally.wins[side]))} with ${b.who}`,
  ];
  const ships = s.ships
    .map((x) => ({ x, d: share(b.m, b.m.tally.lost[x.id] ?? 0) - share(a.m, a.m.tally.lost[x.id] ?? 0) }))
    .sort((p, q) => Math.abs(q.d) - Math.abs(p.d) || p.x.id.localeCompare(q.x.id));
  const ship = ships[0];
  if (ship && Math.abs(ship.d) > 0) {
    parts.push(
      `${ship.x.name} (${sideName(s, ship.x.side)}) is lost in ${pct(share(a.m, a.m.tally.lost[ship.x.id] ?? 0))} of the games with ${a.who} and ${pct(share(b.m, b.m.tally.lost[ship.x.id] ?? 0))} with ${b.who}`,
    );
  }
  parts.push(`games end by ${endingsText(a.m)} with ${a.who}, by ${endingsText(b.m)} with ${b.who}`);
  const fought = fightContrast(a, b);
  if (fought) parts.push(fought);
  return parts.join('; ');
}

/** What to go by when a re-check did not hold. */
function adviceOf(setup: { how: string; captain: string; scale: number; firstCaptain: string }): string {
  if (setup.captain === setup.firstCaptain)
    return `more thought changes this verdict, so it cannot be acted on as it stands: the figures of ${setup.how} are the better guess, and \`--budget-scale ${setup.scale}\` measures with that hand (re-checked in turn at ${RECHECK_SCALE} times more)`;
  return `the two captains read this scenario differently, so neither verdict can be acted on alone: the stronger captain on the ladder (docs/captains.md) is the better guess, and \`--budget-scale\` shows whether more thought settles its verdict`;
}

/** The re-check in one sentence, and why when it did not hold or its answer moved. */
export function recheckOf(
  s: Scenario,
  setup: { how: string; captain: string; scale: number; of: string; firstCaptain: string },
  original: Measurement,
  again: Measurement,
): Recheck {
  const held = heldOf(original, again);
  const d = again.difference;
  const margin = Math.round(BALANCE_MARGIN * 100);
  const outcome =
    held === 'held'
      ? 'the verdict held'
      : held === 'did not hold'
        ? 'the verdict did not hold'
        : original.verdict.kind === 'undecided'
          ? `no verdict to hold (the first measurement could not tell whether it is within ±${margin} points); not contradicted`
          : `not contradicted (the re-check cannot tell at its precision whether it is within ±${margin} points)`;
  const shift = shiftBetween(original, again);
  const sentence =
    `Re-checked with ${setup.how} on the same seeds (${again.tally.games} games): ${pts(d.estimate)} points (${pts(d.low)} to ${pts(d.high)}), ${verdictWords(s, again)} — ${outcome}; ` +
    `the difference moved ${shiftWords(shift)}.`;
  const why =
    held === 'did not hold' || shift.word === 'moved'
      ? whyTheyDiffer(s, { who: setup.firstCaptain, m: original }, { who: setup.how, m: again })
      : null;
  return {
    how: setup.how,
    captain: setup.captain,
    scale: setup.scale,
    of: setup.of,
    measurement: again,
    held,
    shift,
    sentence,
    why,
    advice: held === 'did not hold' ? adviceOf(setup) : null,
  };
}
