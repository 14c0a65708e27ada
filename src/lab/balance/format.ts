/** The balance report as text (the --json form is the BalanceReport itself). */
import type { AnyScenario as Scenario } from '../../index.js';
import { oddsText, pts, storySentence, type BalanceReport, type CandidateResult } from './balance.js';
import type { Measurement } from './measure.js';

const pct = (x: number) => `${Math.round(x * 100)}%`;

function ruleText(r: BalanceReport['rule']): string {
  return 'games' in r
    ? `${r.games} games`
    : `until the difference is known to ±${Math.round(r.precision * 1000) / 10} points`;
}

function verdictWord(m: Measurement): string {
  return m.verdict.kind === 'balanced' ? 'balanced' : m.verdict.kind === 'lopsided' ? 'not balanced' : 'cannot tell';
}

export function candidateLine(s: Scenario, c: CandidateResult): string {
  const m = c.full ?? c.screen;
  const d = m.difference;
  return `${c.label}: ${oddsText(s, m)}; difference ${pts(d.estimate)} points (${pts(d.low)} to ${pts(d.high)}), ${m.tally.games} games — ${verdictWord(m)}`;
}

export function formatBalance(s: Scenario, r: BalanceReport, files: { scenario?: string; page?: string } = {}): string {
  const lines: string[] = [];
  lines.push(
    `${r.name} (${r.scenario}), ${r.rules} rules, seed ${r.seed}: the same captain on both sides, ${ruleText(r.rule)}`,
  );
  for (const b of r.baseline) {
    lines.push('');
    if (r.baseline.length > 1) lines.push(`With ${b.captain}:`);
    else lines.push(`Captain ${b.captain}:`);
    lines.push(b.sentence);
    if (b.measurement.tally.games > 0) {
      lines.push(storySentence(s, b.story));
      lines.push('Printed points against measured strength (score share: a win 1, a draw ½):');
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
    }
  }
  if (r.disagreement) {
    lines.push('');
    lines.push(r.disagreement);
  }
  const search = r.search;
  if (search) {
    lines.push('');
    if (search.skipped) lines.push(`Adjustments: none searched (${search.skipped}).`);
    else {
      lines.push(
        `The best single changes (measured with ${search.captain}, re-measured at the requested precision, closest to even first):`,
      );
      search.best.forEach((c, i) => lines.push(`  ${i + 1}. ${candidateLine(s, c)}`));
      if (!search.best.length) lines.push('  (none re-measured)');
      lines.push(`${search.screened.length} single changes screened (each one is in --json and on the --out page).`);
    }
  }
  if (files.scenario) lines.push(`Best adjusted scenario: ${files.scenario}`);
  if (files.page) lines.push(`Page: ${files.page}`);
  if (r.interrupted) lines.push('Interrupted: these are the games measured so far.');
  return lines.join('\n') + '\n';
}
