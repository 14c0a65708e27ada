/**
 * The ladder: every pairing of the listed captains plays side-swapped pairs (same scenario and
 * seed, captains exchanged); results as wins/draws/losses, pentanomial pair counts, Elo with 95%
 * bounds and likelihood of superiority, and ratings relative to the first captain.
 */
import type { AnyRulesInput, AnyScenario } from '../../index.js';
import type { LadderPairing, LadderReport, PairingStats } from '../types.js';
import type { Budget } from '../../../bots/captain.js';
import { createCaptain } from '../../../bots/index.js';
import type { LadderGame, LadderJob } from './games.js';
import { pairStats, ratings, recordOf, seatsLabel } from './stats.js';

export interface LadderPlan {
  captains: string[];
  scenario: AnyScenario;
  /** built-in id or file the scenario came from */
  scenarioRef: string;
  rules?: AnyRulesInput;
  /** label of the rules for the report */
  rulesLabel: string;
  seed: string;
  /** side-swapped pairs per pairing */
  pairs: number;
  budget?: Budget;
}

/**
 * Split a --captains list: specs are comma-separated, and a spec's own options are too
 * ("mcts:iterations=200,depth=2,greedy-raker"): a part with "=" and no ":" continues the spec before it.
 */
export function splitCaptains(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    if (part.includes('=') && !part.includes(':') && out.length) out[out.length - 1] += `,${part}`;
    else out.push(part);
  }
  for (const spec of out) createCaptain(spec); // unknown names, options and option values fail here
  return out;
}

/** The seed of pair `k`: every pairing plays the same seeds (common random numbers). */
export function pairSeed(seed: string, k: number): string {
  return `${seed}:${k}`;
}

export function ladderJobs(plan: LadderPlan): LadderJob[] {
  const sides = plan.scenario.sides.map((s) => s.id);
  if (sides.length !== 2)
    throw new Error(`the ladder needs a two-sided scenario (${plan.scenarioRef} has ${sides.length})`);
  const jobs: LadderJob[] = [];
  let pairing = 0;
  for (let i = 0; i < plan.captains.length; i++) {
    for (let j = i + 1; j < plan.captains.length; j++, pairing++) {
      const a = plan.captains[i];
      const b = plan.captains[j];
      for (let k = 0; k < plan.pairs; k++) {
        const seed = pairSeed(plan.seed, k);
        const base = {
          pairing,
          pair: k,
          scenario: plan.scenario,
          seed,
          ...(plan.rules ? { rules: plan.rules } : {}),
          ...(plan.budget ? { budget: plan.budget } : {}),
        };
        jobs.push({ ...base, game: 0, captains: { [sides[0]]: a, [sides[1]]: b } });
        jobs.push({ ...base, game: 1, captains: { [sides[0]]: b, [sides[1]]: a } });
      }
    }
  }
  return jobs;
}

/** Score of captain `a` in a game: 1 win, ½ draw, 0 loss. */
function scoreOf(game: LadderGame, a: string): number {
  if (game.winner === 'draw') return 0.5;
  return game.job.captains[game.winner] === a ? 1 : 0;
}

export function ladderReport(plan: LadderPlan, games: readonly LadderGame[]): LadderReport {
  const sides = plan.scenario.sides.map((s) => s.id);
  const pairings: LadderPairing[] = [];
  const forRatings: Parameters<typeof ratings>[1] = [];
  let index = 0;
  for (let i = 0; i < plan.captains.length; i++) {
    for (let j = i + 1; j < plan.captains.length; j++, index++) {
      const a = plan.captains[i];
      const b = plan.captains[j];
      const byPair = new Map<number, number[]>();
      for (const g of games) {
        if (g.job.pairing !== index) continue;
        const list = byPair.get(g.job.pair) ?? [];
        list[g.job.game] = scoreOf(g, a);
        byPair.set(g.job.pair, list);
      }
      // only whole pairs count, in the record by side as in the pentanomial
      const pairs = [...byPair.values()].filter((p) => p.length === 2 && p[0] !== undefined && p[1] !== undefined) as [
        number,
        number,
      ][];
      const s = pairStats(pairs);
      forRatings.push({ a, b, stats: s });
      pairings.push({
        a,
        b,
        games: s.games,
        wins: s.wins,
        draws: s.draws,
        losses: s.losses,
        pentanomial: s.pentanomial,
        score: s.score,
        elo: s.elo,
        eloLow: s.eloLow,
        eloHigh: s.eloHigh,
        los: s.los,
        // game 0 of a pair has her on the first side, game 1 on the second (`ladderJobs`)
        seats: sides.map((side, k) => ({ side, ...recordOf(pairs.map((p) => p[k])) })),
      });
    }
  }
  return {
    kind: 'ladder',
    scenario: plan.scenarioRef,
    rules: plan.rulesLabel,
    seed: plan.seed,
    pairsPerPairing: plan.pairs,
    ...(plan.budget ? { budget: { ...plan.budget } } : {}),
    captains: plan.captains.slice(),
    pairings,
    ratings: ratings(plan.captains, forRatings),
  };
}

function fmt(x: number, digits = 0): string {
  if (!Number.isFinite(x)) return x > 0 ? '+inf' : '-inf';
  const s = x.toFixed(digits);
  return x > 0 ? `+${s}` : s;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    .join('\n');
}

/** One pairing's figures in a line: W/D/L, pentanomial counts, score, Elo with its 95% interval, LOS. */
export function formatLadderStats(p: PairingStats): string {
  return `W/D/L ${p.wins}/${p.draws}/${p.losses}, pairs 0/½/1/1½/2 ${p.pentanomial.join('/')}, score ${(100 * p.score).toFixed(1)}%, Elo ${fmt(p.elo)} [${fmt(p.eloLow)}, ${fmt(p.eloHigh)}], LOS ${(100 * p.los).toFixed(1)}%`;
}

/** The thinking budget a ladder gave its searching captains ("iterations=200", "scale=4"), or "" when none. */
export function budgetLabel(r: Pick<LadderReport, 'budget'>): string {
  const b = r.budget ?? {};
  return (['iterations', 'ms', 'scale'] as const)
    .filter((k) => b[k] !== undefined)
    .map((k) => `${k}=${b[k]}`)
    .join(',');
}

/** The report as text tables. */
export function formatLadder(r: LadderReport): string {
  const lines: string[] = [];
  const seeds = r.pooledSeeds?.length ? `seeds ${r.pooledSeeds.join(', ')} (pooled)` : `seed ${r.seed}`;
  const budget = budgetLabel(r);
  lines.push(
    `Ladder on ${r.scenario} (${r.rules}${budget ? `, budget ${budget}` : ''}), ${seeds}: ${r.pairsPerPairing} side-swapped pair${r.pairsPerPairing === 1 ? '' : 's'} per pairing`,
  );
  lines.push('');
  const rows = [['pairing', 'games', 'W', 'D', 'L', 'pairs 0/½/1/1½/2', 'score', 'Elo', '95% interval', 'LOS']];
  for (const p of r.pairings) {
    rows.push([
      `${p.a} vs ${p.b}`,
      String(p.games),
      String(p.wins),
      String(p.draws),
      String(p.losses),
      p.pentanomial.join('/'),
      `${(100 * p.score).toFixed(1)}%`,
      fmt(p.elo),
      `[${fmt(p.eloLow)}, ${fmt(p.eloHigh)}]`,
      `${(100 * p.los).toFixed(1)}%`,
    ]);
  }
  lines.push(table(rows));
  const seated = r.pairings.filter((p) => p.seats?.length);
  if (seated.length) {
    lines.push('');
    lines.push('By side (W/D/L of the first captain on each side of the scenario):');
    for (const p of seated) lines.push(`  ${p.a} vs ${p.b}: ${seatsLabel(p.seats!)}`);
  }
  lines.push('');
  lines.push(`Ratings (Elo relative to ${r.captains[0]}, 95% interval):`);
  const sorted = [...r.ratings].sort((a, b) => b.elo - a.elo);
  lines.push(
    table([
      ['captain', 'Elo', '95% interval', 'games'],
      ...sorted.map((x) => [x.captain, fmt(x.elo), `[${fmt(x.low)}, ${fmt(x.high)}]`, String(x.games)]),
    ]),
  );
  return lines.join('\n') + '\n';
}
