/**
 * The plain-words summary at the top of the report: what was read, the findings ranked by the size
 * of a clearly established effect, and the comparisons still too close to call with the number of
 * games that would settle them.
 */
import type { Aggregates, MatchupRow } from './aggregate.js';
import { gamesToDecide, POOLED, type FieldDiffRow, type HeadToHeadRow } from './compare.js';
import type { Inputs } from './read.js';
import type { PairCorrelation } from './pairs.js';
import { judge, wilson } from './stats.js';
import { count, pct, plural } from './labels.js';
import { systemSentences } from './systems.js';

export interface Finding {
  text: string;
  /** size of the effect on the win-share scale (|share − ½|); errors rank above everything */
  weight: number;
}

export interface Summary {
  overview: string;
  /** what the side-swapped pairing does to the intervals (null without pairs) */
  pairing: string | null;
  /** every finding, most important first */
  findings: Finding[];
  /** comparisons too close to call, with the games needed */
  undecided: string[];
  errors: string[];
  notes: string[];
}

function describeInputs(inputs: Inputs, agg: Aggregates): string {
  const results = inputs.files.filter((f) => f.kind === 'results');
  const { experiments, cells, decided, games } = agg;
  const parts = [
    `${plural(games, 'game')} in ${plural(cells, 'cell')}` +
      (experiments.length ? ` (experiment ${experiments.join(', ')})` : '') +
      ` from ${plural(results.length, 'results file')}`,
  ];
  if (games) parts.push(`${count(decided)} (${pct(decided / games)}) decided before the turn limit`);
  if (inputs.errors.length)
    parts.push(
      `${plural(inputs.errors.length, 'game')} failed and ${inputs.errors.length === 1 ? 'is' : 'are'} not counted`,
    );
  if (inputs.duplicates) parts.push(`${plural(inputs.duplicates, 'duplicate row')} ignored`);
  for (const f of inputs.files)
    if (f.tornBytes > 0)
      parts.push(`an unfinished last line of ${f.path} (${plural(f.tornBytes, 'byte')}, an interrupted run) skipped`);
  if (inputs.ladders.length) parts.push(`${plural(inputs.ladders.length, 'ladder report')}`);
  return parts.join('; ') + '.';
}

function errorLines(inputs: Inputs): string[] {
  if (!inputs.errors.length) return [];
  const byMessage = new Map<string, { n: number; repro: string }>();
  for (const e of inputs.errors) {
    const m = byMessage.get(e.error) ?? { n: 0, repro: e.repro };
    m.n++;
    byMessage.set(e.error, m);
  }
  return [...byMessage]
    .sort((a, b) => b[1].n - a[1].n)
    .slice(0, 5)
    .map(([msg, m]) => `${plural(m.n, 'game')}: ${msg} — reproduce with: ${m.repro}`);
}

function eloShare(d: number): number {
  return 1 / (1 + 10 ** (-d / 400)) - 0.5;
}

function matchupFindings(
  rows: readonly MatchupRow[],
  what: string,
  margin: number,
): { found: Finding[]; undecided: string[] } {
  const found: Finding[] = [];
  const undecided: string[] = [];
  for (const r of rows) {
    if (r.mirror || r.wins === null || r.winShare < 0.5 || (r.winShare === 0.5 && r.row > r.col)) continue;
    const w = wilson(r.wins, r.decided);
    const v = judge(w, margin);
    const head = `${what} ${r.row} vs ${r.col}: ${r.row} wins ${pct(r.winShare)} (${pct(r.low)}–${pct(r.high)}) of ${plural(r.decided, 'decided game')}`;
    if (v === 'better') found.push({ text: `${head} — ${r.row} is stronger`, weight: Math.abs(r.winShare - 0.5) });
    else if (v === 'undecided')
      undecided.push(`${head} — about ${count(gamesToDecide(w, r.games, margin).games)} more games would tell`);
  }
  return { found, undecided };
}

function describePairing(p: PairCorrelation | null): string | null {
  if (!p) return null;
  const head = `Side-swapped pairs: the results of the two games of a pair correlate at ρ = ${p.rho.toFixed(2)} (${plural(p.pairs, 'pair')} in cells where the roles differ)`;
  if (p.rho <= 0.05)
    return `${head}; the pairing cancels the side advantage, so the intervals, which treat games as independent, err on the wide side.`;
  return `${head}; the intervals, which treat games as independent, may be too narrow by a factor of about ${Math.sqrt(1 + p.rho).toFixed(2)}.`;
}

export function summarize(
  inputs: Inputs,
  agg: Aggregates,
  h2h: readonly HeadToHeadRow[],
  diffs: readonly FieldDiffRow[],
  margin: number,
): Summary {
  const findings: Finding[] = [];
  const undecided: string[] = [];
  const errors = errorLines(inputs);
  if (inputs.errors.length) {
    findings.push({
      text: `${plural(inputs.errors.length, 'game')} of ${count(agg.games + inputs.errors.length)} failed with an error and ${inputs.errors.length === 1 ? 'is' : 'are'} left out of every figure (see “Failed games”).`,
      weight: Infinity,
    });
  }
  // head to head: a pair's pooled row when it met in several strata, else its one stratum
  const pair = (r: HeadToHeadRow) => [r.x, r.y].sort().join('|');
  const pooled = new Set(h2h.filter((r) => r.stratum === POOLED).map(pair));
  for (const r of h2h) {
    const headline = r.stratum === POOLED || !pooled.has(pair(r));
    if (r.verdict === 'better' && headline) findings.push({ text: r.sentence, weight: Math.abs(r.share - 0.5) });
    if (r.verdict === 'undecided' && r.stratum !== POOLED) undecided.push(r.sentence);
  }
  for (const d of diffs) if (d.verdict === 'better') findings.push({ text: d.sentence, weight: Math.abs(d.diff) / 2 });

  const curve = agg.qualityCurve?.filter((c) => !c.mirror && c.qualityDiff > 0) ?? [];
  for (const c of curve) {
    const w = wilson(c.wins, c.decided);
    const v = judge(w, margin);
    const head = `A crew ${plural(c.qualityDiff, 'grade')} better wins ${pct(c.winShare)} (${pct(c.low)}–${pct(c.high)}) of ${plural(c.decided, 'decided game')}`;
    if (v === 'better') findings.push({ text: head, weight: Math.abs(c.winShare - 0.5) });
    else if (v === 'undecided')
      undecided.push(`${head} — about ${count(gamesToDecide(w, c.games, margin).games)} more games would tell`);
  }
  if (agg.classMatrix) {
    const m = matchupFindings(agg.classMatrix, 'Class', margin);
    findings.push(...m.found);
    undecided.push(...m.undecided);
  }
  if (agg.systems) findings.push(...systemSentences(agg.systems));
  if (agg.ladder && agg.ladder.length > 1) {
    const [top, next] = agg.ladder;
    const settled = top.low > next.high;
    findings.push({
      text:
        `${top.captain} leads the captain ladder at Elo ${Math.round(top.elo)} (${Math.round(top.low)} to ${Math.round(top.high)}), ${next.captain} next at ${Math.round(next.elo)}` +
        (settled ? ' — the order is clear' : ' — their intervals overlap: the order is not settled'),
      weight: settled ? eloShare(top.elo - next.elo) : 0,
    });
  }
  if (!findings.some((f) => f.weight > 0 && Number.isFinite(f.weight)) && undecided.length) {
    findings.push({
      text: `No comparison is clear yet: ${plural(undecided.length, 'comparison')} ${undecided.length === 1 ? 'needs' : 'need'} more games (listed under “Too close to call”).`,
      weight: 0,
    });
  }
  findings.sort((a, b) => b.weight - a.weight);
  return {
    overview: describeInputs(inputs, agg),
    pairing: describePairing(agg.pairing),
    findings,
    undecided,
    errors,
    notes: agg.notes,
  };
}
