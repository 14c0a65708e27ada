/** The balance report as text (the --json form is the BalanceReport itself). */
import type { AnyScenario as Scenario } from '../../index.js';
import { oddsText, storySentence, type BalanceReport, type CaptainResult } from './balance.js';
import { LOOK_GAMES, type Measurement, type StopRule } from './measure.js';
import { qualityText } from './quality.js';
import type { CandidateResult, CutSolve, KnobReport } from './search.js';
import { pct, pts } from './words.js';
import { fightSentence } from './fight.js';

function ruleText(r: BalanceReport['rule']): string {
  return 'games' in r
    ? `${r.games} games`
    : `until the difference is known to ±${Math.round(r.precision * 1000) / 10} points`;
}

function verdictWord(m: Measurement): string {
  return m.verdict.kind === 'balanced' ? 'balanced' : m.verdict.kind === 'lopsided' ? 'not balanced' : 'cannot tell';
}

/** A stop rule in a few words: "±10 points", "200 games". */
export function ruleWords(r: StopRule): string {
  return 'games' in r ? `${r.games} games` : `±${Math.round(r.precision * 1000) / 10} points`;
}

/** The race's rule of a search in words, or null when its finalists did not race. */
export function raceWords(search: BalanceReport['search']): string | null {
  return search?.race ? ruleWords(search.race) : null;
}

/** A change measured, in one line; `race`: the race's rule in words, for a runner-up measured under it only. */
export function candidateLine(s: Scenario, c: CandidateResult, race: string | null = null): string {
  const m = c.full ?? c.screen;
  const d = m.difference;
  const flags = c.flags.length ? ` — flagged: ${c.flags.join('; ')}` : '';
  const raced = c.raced && race ? ` (a runner-up: measured in the race only, to ${race} at most)` : '';
  return `${c.label}: ${oddsText(s, m)}; difference ${pts(d.estimate)} points (${pts(d.low)} to ${pts(d.high)}), ${m.tally.games} games${raced} — ${verdictWord(m)}${flags}${refinedText(c)}`;
}

/** A knob solved again by the captain of the search from the screening captain's value. */
function refinedText(c: CandidateResult): string {
  const r = c.refined;
  if (!r || !c.solved) return '';
  const where = bracketText(r.bracket, 'no value tried changes which side is favoured');
  const values = r.probes.map((p) => p.x).join(', ');
  return ` (the screening captain's value ${c.solved.value}; ${r.captain} measured ${values}: ${where})`;
}

/** Where a knob's sign change lies ("even at 3", "even between 2 and 3"), or `none` without one. */
function bracketText(bracket: [number, number] | null, none: string): string {
  if (!bracket) return none;
  return bracket[0] === bracket[1] ? `even at ${bracket[0]}` : `even between ${bracket[0]} and ${bracket[1]}`;
}

export function knobLine(k: KnobReport): string {
  const tried = `${k.probes.length} values from ${k.low} to ${k.high} (as written ${k.start})`;
  const where = bracketText(k.bracket, 'no value changes which side is favoured');
  const found = k.value === k.start ? 'none nearer even than as written' : k.label;
  return `${k.kind}: ${tried}: ${where}; best ${found}`;
}

/** A knob's solve cut short by Ctrl-C: who was solving it, and each value it measured whole. */
export function cutLine(c: CutSolve): string {
  const who =
    c.near === null
      ? `${c.captain} solving it`
      : `${c.captain} solving it again near the screening captain's ${c.near}`;
  const values = c.probes.map((p) => {
    const d = p.difference;
    const dead = p.alive ? '' : ', flagged (the game no longer worth playing)';
    return `${p.label}: difference ${pts(d.estimate)} points (${pts(d.low)} to ${pts(d.high)}), ${p.games} games${dead}`;
  });
  const on = c.on ? ` on top of ${c.on}` : '';
  return `${c.kind}${on} (${who}): ${values.join('; ')}`;
}

/**
 * What a side's score share counts. It is read from the verdict's difference (balance.ts `pointsCheck`), so it
 * carries the same luck adjustment: said, lest a reader who adds up the raw wins and draws finds another figure.
 */
export function scoreShareWords(m: Measurement): string {
  return m.luck ? "a win 1, a draw ½, the dice's luck taken out as in the verdict" : 'a win 1, a draw ½';
}

function captainBlock(s: Scenario, r: BalanceReport, b: CaptainResult): string[] {
  const lines: string[] = [''];
  const note = b.note ? ` (${b.note})` : '';
  lines.push(r.baseline.length > 1 ? `With ${b.captain}${note}:` : `Captain ${b.captain}${note}:`);
  lines.push(b.sentence);
  if (!b.measurement.tally.games) return lines;
  lines.push(storySentence(s, b.story));
  lines.push(fightSentence(b.story.fight));
  lines.push(`Game quality: ${qualityText(b.quality)}.`);
  lines.push(`Printed points against measured strength (score share: ${scoreShareWords(b.measurement)}):`);
  for (const p of b.points) {
    const h = p.handicap ? ` + ${p.handicap} handicap` : '';
    const says = p.agrees
      ? 'the points agree'
      : p.pointShare > p.scoreShare.high
        ? `the points overrate ${p.name}`
        : `the points underrate ${p.name}`;
    lines.push(
      `  ${p.name}: ${p.points} points${h} (${pct(p.pointShare)} of the points), score share ${pct(p.scoreShare.estimate)} (${pct(p.scoreShare.low)}–${pct(p.scoreShare.high)}): ${says}`,
    );
  }
  return lines;
}

/** A re-check in sentences: what it found, why when it did not hold or moved, and what to go by. */
export function recheckLines(check: BalanceReport['recheck']['baseline']): string[] {
  if (!check) return [];
  return [
    check.sentence,
    ...(check.why ? [`Why: ${check.why}.`] : []),
    ...(check.advice ? [`What to go by: ${check.advice}.`] : []),
  ];
}

function searchLines(s: Scenario, r: BalanceReport): string[] {
  const search = r.search;
  if (!search) return [];
  const lines: string[] = [''];
  if (search.skipped) return [...lines, `Changes: none searched (${search.skipped}).`];
  const race = raceWords(search);
  const precision = race
    ? `in a race of looks of ${LOOK_GAMES} games: the likeliest fix a look at a time, to the requested precision until one is confirmed within ±5 points, the others to ${race} at most`
    : 'at the requested precision';
  const how = search.screen
    ? `screened and first solved with ${search.screen}, the knobs solved again near its values and every change re-measured with ${search.captain} ${precision}`
    : `measured with ${search.captain}, re-measured ${precision}`;
  lines.push(
    `The best single changes (${how}; closest to even first, a change that keeps the game alive before a flagged one):`,
  );
  search.best.forEach((c, i) =>
    lines.push(`  ${i + 1}. ${candidateLine(s, c, race)}`, `     ${qualityText(c.quality)}`),
  );
  if (!search.best.length) lines.push('  (none re-measured)');
  if (search.base)
    lines.push(
      `A change is flagged when it raises draws or turn-limit endings by more than 15 points over the scenario as written (${search.base.games} games: draws ${pct(search.base.draws)}, at the turn limit ${pct(search.base.limit)}).`,
    );
  if (search.knobs.length) {
    lines.push(`Knobs solved for even${search.screen ? ` by ${search.screen}` : ''} (each value on the same seeds):`);
    for (const k of search.knobs) lines.push(`  ${knobLine(k)}`);
  }
  if (search.cut.length) {
    lines.push(
      'Knob solves cut short by the stop (each value measured whole, on the same seeds; no value is found from them):',
    );
    for (const c of search.cut) lines.push(`  ${cutLine(c)}`);
  }
  if (search.pairs) {
    lines.push('Two changes together (no single change came within ±5 points):');
    search.pairs.best.forEach((c, i) =>
      lines.push(`  ${i + 1}. ${candidateLine(s, c, race)}`, `     ${qualityText(c.quality)}`),
    );
    if (!search.pairs.best.length) lines.push('  (no pair could be made)');
  }
  lines.push(search.conclusion);
  lines.push(...recheckLines(r.recheck.fix));
  const pairs = search.pairs ? ` and ${search.pairs.screened.length} pairs` : '';
  lines.push(
    `${search.screened.length} single changes${pairs} measured (each one is in --json and on the --out page).`,
  );
  return lines;
}

export function formatBalance(s: Scenario, r: BalanceReport, files: { scenario?: string; page?: string } = {}): string {
  const lines: string[] = [];
  const scale = r.budgetScale !== 1 ? `, ${r.budgetScale}× the captains' budgets` : '';
  lines.push(
    `${r.name} (${r.scenario}), ${r.rules} rules, seed ${r.seed}: the same captain on both sides, ${ruleText(r.rule)}${scale}`,
  );
  for (const b of r.baseline) lines.push(...captainBlock(s, r, b));
  lines.push(...recheckLines(r.recheck.baseline));
  if (r.recheck.note && r.baseline.length) lines.push(`Verdict ${r.recheck.note}.`);
  if (r.disagreement) lines.push('', r.disagreement);
  lines.push(...searchLines(s, r));
  if (files.scenario) lines.push(`Adjusted scenario: ${files.scenario}`);
  if (files.page) lines.push(`Page: ${files.page}`);
  if (r.interrupted) lines.push('Interrupted: these are the games measured so far.');
  return lines.join('\n') + '\n';
}
