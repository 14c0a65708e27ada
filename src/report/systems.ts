/**
 * The same engagements under each rule system (an experiment whose `rules` factor names WS&IM and Springelkamp,
 * docs/lab.md; I-SYS-1): per engagement and rules, how often each side wins, how often the game is over before
 * the turn limit and how long it lasts, and a sentence comparing the systems. Rows written before rows named
 * their system are WS&IM's.
 */
import type { GameRow } from '../lab/types.js';
import { meanIntervalFrom, Moments, newcombe, wilson } from './stats.js';
import { pct, plural } from './labels.js';

export interface SystemRow {
  /** the engagement: the scenario factor (the same for both systems), else the scenario played */
  engagement: string;
  system: string;
  rules: string;
  /** the scenario played under this system (the engagement's counterpart under the other one) */
  scenario: string;
  games: number;
  side1: string;
  side1Wins: number;
  side1Share: number;
  side1Low: number;
  side1High: number;
  side2: string;
  side2Wins: number;
  side2Share: number;
  side2Low: number;
  side2High: number;
  draws: number;
  /** games that ended before the turn limit (a side struck, was taken or refused combat) */
  ended: number;
  endedShare: number;
  endedLow: number;
  endedHigh: number;
  turns: number;
  turnsLow: number;
  turnsHigh: number;
}

interface Group {
  engagement: string;
  system: string;
  rules: string;
  scenario: string;
  sides: string[];
  games: number;
  wins: Map<string, number>;
  draws: number;
  ended: number;
  turns: Moments;
}

export class SystemTally {
  private readonly groups = new Map<string, Group>();

  add(row: GameRow): void {
    const engagement = String(row.factors.scenario ?? row.scenario);
    const system = row.system ?? 'wsim';
    const key = `${engagement}\u0000${row.rules}`;
    let g = this.groups.get(key);
    if (!g) {
      g = {
        engagement,
        system,
        rules: row.rules,
        scenario: row.scenario,
        sides: Object.keys(row.points),
        games: 0,
        wins: new Map(),
        draws: 0,
        ended: 0,
        turns: new Moments(),
      };
      this.groups.set(key, g);
    }
    g.games++;
    if (row.winner === 'draw') g.draws++;
    else g.wins.set(row.winner, (g.wins.get(row.winner) ?? 0) + 1);
    if (!/turn limit/i.test(row.reason)) g.ended++; // surrender, capture, refused combat (14.1.1)…
    g.turns.add(row.turns);
  }

  /** The rows, when the results play some engagement under more than one rule system (else null). */
  rows(): SystemRow[] | null {
    const systemsOf = new Map<string, Set<string>>();
    for (const g of this.groups.values())
      systemsOf.set(g.engagement, (systemsOf.get(g.engagement) ?? new Set()).add(g.system));
    if (![...systemsOf.values()].some((s) => s.size > 1)) return null;
    const out: SystemRow[] = [];
    for (const g of this.groups.values()) {
      if (systemsOf.get(g.engagement)!.size < 2 || g.sides.length !== 2) continue;
      const [s1, s2] = g.sides;
      const w1 = wilson(g.wins.get(s1) ?? 0, g.games);
      const w2 = wilson(g.wins.get(s2) ?? 0, g.games);
      const d = wilson(g.ended, g.games);
      const t = meanIntervalFrom(g.turns.summary());
      out.push({
        engagement: g.engagement,
        system: g.system,
        rules: g.rules,
        scenario: g.scenario,
        games: g.games,
        side1: s1,
        side1Wins: w1.successes,
        side1Share: w1.estimate,
        side1Low: w1.low,
        side1High: w1.high,
        side2: s2,
        side2Wins: w2.successes,
        side2Share: w2.estimate,
        side2Low: w2.low,
        side2High: w2.high,
        draws: g.draws,
        ended: g.ended,
        endedShare: d.estimate,
        endedLow: d.low,
        endedHigh: d.high,
        turns: t.estimate,
        turnsLow: t.low,
        turnsHigh: t.high,
      });
    }
    return out.sort((a, b) => a.engagement.localeCompare(b.engagement) || a.rules.localeCompare(b.rules));
  }
}

const interval = (share: number, low: number, high: number) => `${pct(share)} (${pct(low)}–${pct(high)})`;
const turnsText = (r: SystemRow) =>
  Number.isFinite(r.turnsLow)
    ? `${r.turns.toFixed(1)} turns (${r.turnsLow.toFixed(1)}–${r.turnsHigh.toFixed(1)})`
    : `${r.turns.toFixed(1)} turns`;

/**
 * One sentence per engagement and pair of rules: each side's wins, the share of games over before the turn limit
 * and the mean length under both, with 95% intervals; its weight (for the findings' order) is half the difference
 * of the shares over before the turn limit when Newcombe's interval of that difference excludes 0, else 0.
 */
export function systemSentences(rows: readonly SystemRow[]): { text: string; weight: number }[] {
  const out: { text: string; weight: number }[] = [];
  const byEngagement = new Map<string, SystemRow[]>();
  for (const r of rows) byEngagement.set(r.engagement, [...(byEngagement.get(r.engagement) ?? []), r]);
  for (const [engagement, list] of byEngagement) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        if (a.system === b.system) continue;
        const diff = newcombe(a.ended, a.games, b.ended, b.games);
        const clear = diff.low > 0 || diff.high < 0;
        // the size of the difference and its interval, whichever system decides more
        const [lo, hi] = diff.estimate < 0 ? [-diff.high, -diff.low] : [diff.low, diff.high];
        const side = (r: SystemRow) =>
          `${r.side1} wins ${interval(r.side1Share, r.side1Low, r.side1High)}, ${r.side2} ${interval(r.side2Share, r.side2Low, r.side2High)}, ${pct(r.endedShare)} over before the turn limit, ${turnsText(r)}`;
        out.push({
          text:
            `${engagement} under ${a.rules} against ${b.rules} (${plural(a.games, 'game')} and ${plural(b.games, 'game')}): ${side(a)}; against ${side(b)}` +
            (clear
              ? ` — the share over before the turn limit differs by ${pct(Math.abs(diff.estimate))} (${pct(lo)}–${pct(hi)})`
              : ' — those shares are not clearly different'),
          weight: clear ? Math.abs(diff.estimate) / 2 : 0,
        });
      }
  }
  return out;
}
