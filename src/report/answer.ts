/**
 * The adjusted model's results in a player's words (effects.ts): the answer to the experiment's
 * question — each level of the studied factor against its baseline, overall, then where the data
 * show that it differs by ship class, crew or captain, and whether it holds for each captain — and
 * the other factors' effects. Every sentence names its source ("adjusted model") and its n.
 */
import type { Currency, EffectRow, Interaction, ModelReport } from './effects.js';
import { GRADE_TERM, type Attribute } from './model.js';
import type { Verdict } from './stats.js';
import { classPlural, count, doctrineName } from './labels.js';

export interface Answer {
  /** the question and what the effects mean, e.g. "Does the ammunition doctrine pay off? …" */
  heading: string;
  /** the answer, one sentence a line, the overall effects first */
  lines: string[];
  /** the sentence of each overall effect, by level (for the summary's table) */
  effects: EffectRow[];
}

const QUESTIONS: Record<Attribute, string> = {
  doctrine: 'Does the ammunition doctrine pay off?',
  quality: 'How much does crew quality matter?',
  shipClass: 'Which ship class is stronger?',
  captain: 'Which captain is stronger?',
};

/** A level as a sentence names it: "doubleshot", "a crew one grade better", "fr-f3-36", "mcts". */
export function levelName(attr: Attribute | 'side', level: string): string {
  if (attr === 'doctrine') return doctrineName(level);
  if (attr === 'quality')
    return level === GRADE_TERM ? 'a crew one grade better' : `${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level} crew`;
  if (attr === 'side') return `the ${level} side`;
  return level;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Percentage points with one decimal and a sign: 0.0151 → "+1.5". */
function pp(x: number): string {
  const v = Math.round(x * 1000) / 10;
  return `${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(v).toFixed(1)}`;
}

/** The effect on the chance to win and its interval: "+1.5 percentage points (95% interval −0.2 to +3.2)". */
export function effectText(r: EffectRow): string {
  return `${pp(r.share - 0.5)} percentage points of win chance (95% interval ${pp(r.low - 0.5)} to ${pp(r.high - 0.5)})`;
}

function verdictText(r: EffectRow, margin: number, decidedShare: number): string {
  const [x, base] = [levelName(r.attr, r.level), levelName(r.attr, r.baseline)];
  const within = `within ±${Math.round(margin * 100)} points`;
  const v: Verdict = r.verdict;
  if (v === 'undecided')
    return `too close to call (about ${count(Math.ceil(r.moreDecided / Math.max(decidedShare, 1e-9)))} more games would tell)`;
  if (r.attr === 'doctrine') {
    // a real difference whose whole interval lies within the margin is named as small, not as a plain verdict
    const small = r.low >= 0.5 - margin && r.high <= 0.5 + margin;
    if (v === 'better') return small ? `it pays off, but little (the gain is ${within})` : 'it pays off';
    if (v === 'worse')
      return small
        ? `it does not pay off: ${base} is better, by little (${within})`
        : `it does not pay off: ${base} is better`;
    return `no clear difference (${within}): it does not pay off`;
  }
  if (v === 'equivalent') return `no clear difference (${within})`;
  if (r.attr === 'quality') return v === 'better' ? 'the better crew wins more' : 'the worse crew wins more';
  if (r.attr === 'side') return v === 'better' ? `the ${r.level} side wins more` : 'the other side wins more';
  return v === 'better' ? `${x} is stronger` : `${base} is stronger`;
}

function currencyText(c: Currency | undefined): string {
  if (!c) return '';
  const sign = (x: number, d: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(d)}`;
  const g = (x: number) => sign(x, 2);
  const g1 = (x: number) => sign(x, 1);
  const points = c.pointsPerGrade.map(
    (p, i) =>
      `${i === 0 ? 'about ' : ''}${g1(c.grades * p.points)}${i === 0 ? ' points of 14.2.1' : ''} in a ${p.shipClass}`,
  );
  return ` Worth ${g(c.grades)} crew grades (${g(c.low)} to ${g(c.high)})${points.length ? `, ${points.join(', ')}` : ''}.`;
}

/** One overall effect: "Doubleshot instead of roundshot: +1.5 percentage points … — no clear difference …". */
export function effectSentence(r: EffectRow, margin: number, decidedShare: number, c?: Currency): string {
  const where = r.subgroup === 'generated duel' ? 'the generated duels' : r.subgroup;
  const who =
    r.attr === 'side'
      ? `${cap(levelName('side', r.level))} (its start position) in ${where}`
      : cap(levelName(r.attr, r.level));
  const instead = r.attr === 'side' ? '' : r.attr === 'quality' ? '' : ` instead of ${levelName(r.attr, r.baseline)}`;
  return (
    `${who}${instead}: ${effectText(r)} — ${verdictText(r, margin, decidedShare)}.${currencyText(c)}` +
    ` [adjusted model, ${count(r.decided)} decided games]`
  );
}

function subgroupName(by: Attribute, v: string): string {
  if (by === 'shipClass') return `in ${classPlural(v)}`;
  if (by === 'quality') return `fired by ${v} crews`;
  if (by === 'doctrine') return `firing ${doctrineName(v)}`;
  return `with ${v}`;
}

const BY: Record<Attribute, string> = {
  shipClass: 'the ship class',
  quality: 'the crew',
  doctrine: 'the doctrine',
  captain: 'the captain',
};

const SHORT: Record<Verdict, string> = {
  better: 'better',
  worse: 'worse',
  equivalent: 'no clear difference',
  undecided: 'too close to call',
};

function pText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

/** Where the effect differs (an interaction the data show), or, for the captain, whether each captain agrees. */
export function interactionSentence(i: Interaction): string {
  const r0 = i.rows[0];
  const head = `${cap(levelName(r0.attr, r0.level))} instead of ${levelName(r0.attr, r0.baseline)}`;
  // the captains' lines give each captain's own verdict too
  const own = (r: EffectRow) => (i.by === 'captain' ? `: ${SHORT[r.verdict]}` : '');
  const parts = i.rows.map(
    (r, k) =>
      `${pp(r.share - 0.5)}${k === 0 ? ' percentage points' : ''} (${pp(r.low - 0.5)} to ${pp(r.high - 0.5)}) ${subgroupName(i.by, r.subgroup)}${own(r)}`,
  );
  const source = `[adjusted model with ${BY[r0.attr as Attribute]} × ${BY[i.by]}, Holm-adjusted ${pText(i.p)}]`;
  if (i.by === 'captain')
    return `Robust to the captain? ${head}: ${parts.join('; ')} — the captains ${i.shown ? 'disagree: the effect depends on the captain' : 'agree (the difference is within chance)'} ${source}`;
  return `${head} depends on ${BY[i.by]}: ${parts.join(', ')} ${source}`;
}

/** The answer to the experiment's question, question first. */
export function answerQuestion(m: ModelReport, attr: Attribute, margin: number, decidedShare: number): Answer {
  const q = m.question;
  if (!q)
    return {
      heading: `${QUESTIONS[attr]} The results do not vary it: no answer.`,
      lines: [],
      effects: [],
    };
  const base =
    attr === 'quality' ? 'A crew one grade better' : `Each ${describe(attr)} against ${levelName(attr, q.baseline)}`;
  const heading =
    `${QUESTIONS[attr]} ${base}: the effect on the chance to win a decided game against an otherwise equal opponent, ` +
    `with ${andList(m.fit.heldFixed)} held fixed (adjusted model over ${count(m.fit.n)} decided games).`;
  const lines = m.overall.map((r) => effectSentence(r, margin, decidedShare, m.currency.get(r.level)));
  const order: Attribute[] = ['shipClass', 'quality', 'doctrine'];
  for (const by of order)
    for (const i of m.interactions) if (i.shown && i.by === by) lines.push(interactionSentence(i));
  for (const i of m.interactions) if (i.by === 'captain') lines.push(interactionSentence(i));
  for (const c of m.confounded)
    lines.push(
      `${cap(levelName(attr, c.level))} instead of ${levelName(attr, q.baseline)} cannot be told apart from ${c.with.join(' and ') || 'the other factors'} in this design: not estimated.`,
    );
  return { heading, lines, effects: m.overall };
}

/** "a, b and c" */
export function andList(xs: readonly string[]): string {
  return xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

function describe(attr: Attribute): string {
  return { doctrine: 'doctrine', quality: 'crew', shipClass: 'ship class', captain: 'captain' }[attr];
}
