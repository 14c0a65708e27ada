/**
 * The plain-words summary at the top of the report: what was read, the answer to the experiment's
 * question (answer.ts), then the other findings ranked by the size of a clearly established effect,
 * and the comparisons still too close to call with the number of games that would settle them.
 * Every sentence that compares two levels of a factor comes from the adjusted model or from games
 * where they are the only difference, and says which.
 */
import type { Aggregates } from './aggregate.js';
import { andList, answerQuestion, effectSentence, type Answer } from './answer.js';
import { POOLED, type HeadToHeadRow } from './compare.js';
import type { ModelReport } from './effects.js';
import type { Attribute } from './model.js';
import type { Inputs } from './read.js';
import type { PairCorrelation } from './pairs.js';
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
  /** the experiment's question and its answer (null: the experiment names no question) */
  answer: Answer | null;
  /** how the adjusted model was fitted and how well it fits (null without it) */
  model: string | null;
  /** every finding: the answer's lines first, then the rest, most important first */
  findings: Finding[];
  /** sentences of the other factors' adjusted effects and of the head-to-head comparisons */
  comparisons: string[];
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

function describePairing(p: PairCorrelation | null): string | null {
  if (!p) return null;
  const head = `Side-swapped pairs: the results of the two games of a pair correlate at ρ = ${p.rho.toFixed(2)} (${plural(p.pairs, 'pair')} in cells where the roles differ)`;
  if (p.rho <= 0.05)
    return `${head}; the pairing cancels the side advantage, so the intervals, which treat games as independent, err on the wide side.`;
  return `${head}; the intervals, which treat games as independent, may be too narrow by a factor of about ${Math.sqrt(1 + p.rho).toFixed(2)}.`;
}

function describeModel(m: ModelReport | null): string | null {
  if (!m) return null;
  const f = m.fit;
  const held = f.heldFixed.length ? ` with ${andList(f.heldFixed)} held fixed` : '';
  const cov = f.robust
    ? `intervals robust to the pairing (clustered over ${plural(f.clusters, 'pair or lone game', 'pairs and lone games')})`
    : 'intervals from the model (too few games to cluster)';
  const fitText =
    f.df > 0 && f.deviance / f.df > 2
      ? `the results vary between cells more than its terms say (deviance ${count(Math.round(f.deviance))} on ${plural(f.df, 'degree')} of freedom): an overall effect is an average over the design, and the lines “depends on …” say where it differs`
      : `it fits the cells (deviance ${count(Math.round(f.deviance))} on ${plural(Math.max(f.df, 0), 'degree')} of freedom)`;
  return (
    `Adjusted model: a logistic (Bradley–Terry) model of who wins a decided game over ${count(f.n)} decided games${held}; ${cov}; ${fitText}.` +
    (f.converged ? '' : ' It did not converge (a result the model fits perfectly): read its effects with care.')
  );
}

/** Findings and comparisons of the other factors' adjusted effects, and of the head-to-head strata. */
function comparisonFindings(
  h2h: readonly HeadToHeadRow[],
  m: ModelReport | null,
  margin: number,
  decidedShare: number,
): { found: Finding[]; undecided: string[]; sentences: string[] } {
  const found: Finding[] = [];
  const undecided: string[] = [];
  const sentences: string[] = [];
  for (const r of m?.others ?? []) {
    const text = effectSentence(r, margin, decidedShare);
    sentences.push(text);
    if (r.verdict === 'better' || r.verdict === 'worse') found.push({ text, weight: Math.abs(r.share - 0.5) });
    if (r.verdict === 'undecided') undecided.push(text);
  }
  // head to head: a pair's pooled row when it met in several strata, else its one stratum
  const pair = (r: HeadToHeadRow) => [r.x, r.y].sort().join('|');
  const judged = h2h.filter((r) => r.verdict !== null);
  const pooled = new Set(judged.filter((r) => r.stratum === POOLED).map(pair));
  for (const r of judged) {
    sentences.push(r.sentence);
    const headline = r.stratum === POOLED || !pooled.has(pair(r));
    if (r.verdict === 'better' && headline) found.push({ text: r.sentence, weight: Math.abs(r.share - 0.5) });
    if (r.verdict === 'undecided' && r.stratum !== POOLED) undecided.push(r.sentence);
  }
  return { found, undecided, sentences };
}

export function summarize(
  inputs: Inputs,
  agg: Aggregates,
  h2h: readonly HeadToHeadRow[],
  model: ModelReport | null,
  question: Attribute | null,
  margin: number,
): Summary {
  const findings: Finding[] = [];
  const errors = errorLines(inputs);
  if (inputs.errors.length) {
    findings.push({
      text: `${plural(inputs.errors.length, 'game')} of ${count(agg.games + inputs.errors.length)} failed with an error and ${inputs.errors.length === 1 ? 'is' : 'are'} left out of every figure (see “Failed games”).`,
      weight: Infinity,
    });
  }
  const decidedShare = agg.games ? agg.decided / agg.games : 1;
  const c = comparisonFindings(h2h, model, margin, decidedShare);
  findings.push(...c.found);
  const undecided = c.undecided;
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
  const answer = question && model ? answerQuestion(model, question, margin, decidedShare) : null;
  for (const r of answer?.effects ?? [])
    if (r.verdict === 'undecided') undecided.unshift(answer!.lines[answer!.effects.indexOf(r)]);
  if (!answer?.lines.length && !findings.some((f) => f.weight > 0 && Number.isFinite(f.weight)) && undecided.length) {
    findings.push({
      text: `No comparison is clear yet: ${plural(undecided.length, 'comparison')} ${undecided.length === 1 ? 'needs' : 'need'} more games (listed under “Too close to call”).`,
      weight: 0,
    });
  }
  findings.sort((a, b) => b.weight - a.weight);
  return {
    overview: describeInputs(inputs, agg),
    pairing: describePairing(agg.pairing),
    answer,
    model: describeModel(model),
    findings: [...(answer?.lines.map((text) => ({ text, weight: Infinity })) ?? []), ...findings],
    // every comparison sentence not already listed above
    comparisons: c.sentences.filter((t) => !findings.some((f) => f.text === t) && !undecided.includes(t)),
    undecided,
    errors,
    notes: agg.notes,
  };
}
