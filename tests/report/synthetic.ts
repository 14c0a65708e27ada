/**
 * Synthetic results whose true effects are known: rows shaped like the lab's (role factors, side-
 * swapped pairs, `sideA`/`sideB`), winners drawn from a planted Bradley–Terry model with a fixed
 * seed (a small deterministic generator: no randomness in tests).
 */
import type { GameRow } from '../../src/lab/types.js';
import { row } from './helpers.js';

export interface SynthCell {
  ammoA: string;
  ammoB: string;
  qualityA?: string;
  qualityB?: string;
  class?: string;
  captain?: string;
}

/** Planted log-odds: per doctrine (against roundshot 0), per crew grade, for the first side, and by class or captain. */
export interface Truth {
  doctrine?: Record<string, number>;
  /** per crew grade (elite 4 … poor 0) */
  grade?: number;
  /** the first side (blue) */
  side?: number;
  /** extra doctrine effect in a class: { 'fr-sol2-74': { 'chain-at-range': -1 } } */
  doctrineByClass?: Record<string, Record<string, number>>;
  doctrineByCaptain?: Record<string, Record<string, number>>;
  /** per crew grade under a captain, in place of `grade`: { mcts: 0.3 } (a captain whose crews matter less) */
  gradeByCaptain?: Record<string, number>;
  /** per crew grade in a ship class, in place of `grade`: { 'fr-sol2-74': 1.5 } */
  gradeByClass?: Record<string, number>;
  /** share of games drawn */
  draws?: number;
}

const GRADE: Record<string, number> = { elite: 4, crack: 3, average: 2, green: 1, poor: 0 };

/** mulberry32: a small seeded generator for test data. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function strength(t: Truth, ammo: string, quality: string, cls: string, captain: string): number {
  return (
    (t.doctrine?.[ammo] ?? 0) +
    (t.gradeByCaptain?.[captain] ?? t.gradeByClass?.[cls] ?? t.grade ?? 0) * (GRADE[quality] ?? 2) +
    (t.doctrineByClass?.[cls]?.[ammo] ?? 0) +
    (t.doctrineByCaptain?.[captain]?.[ammo] ?? 0)
  );
}

function cellId(c: SynthCell): string {
  return Object.entries(c)
    .map(([k, v]) => `${k}=${v}`)
    .join(';');
}

/** `games` games per cell (even: side-swapped pairs), role A on blue in even games and on red in odd ones. */
export function syntheticRows(cells: readonly SynthCell[], games: number, truth: Truth, seed = 1): GameRow[] {
  const random = generator(seed);
  const rows: GameRow[] = [];
  for (const c of cells) {
    const cls = c.class ?? 'fr-f3-36';
    const captain = c.captain ?? 'greedy-raker';
    const [qa, qb] = [c.qualityA ?? 'average', c.qualityB ?? 'average'];
    const sA = strength(truth, c.ammoA, qa, cls, captain);
    const sB = strength(truth, c.ammoB, qb, cls, captain);
    const cell = cellId(c);
    for (let index = 0; index < games; index++) {
      const swap = index % 2 === 1;
      const [blue, red] = swap ? [sB, sA] : [sA, sB];
      const p = 1 / (1 + Math.exp(-(blue - red + (truth.side ?? 0))));
      const u = random();
      const winner = random() < (truth.draws ?? 0) ? 'draw' : u < p ? 'blue' : 'red';
      const factors = {
        class: cls,
        rules: 'advanced',
        qualityA: qa,
        qualityB: qb,
        captain,
        ammoA: c.ammoA,
        ammoB: c.ammoB,
        swap,
        sideA: swap ? 'red' : 'blue',
        sideB: swap ? 'blue' : 'red',
      };
      const [ammoBlue, ammoRed] = swap ? [c.ammoB, c.ammoA] : [c.ammoA, c.ammoB];
      const captains = { blue: `${captain}:ammo=${ammoBlue}`, red: `${captain}:ammo=${ammoRed}` };
      const r = row({ cell, index, factors, winner, captains });
      rows.push({ ...r, experiment: 'synthetic', scenario: `duel-${cls}-vs-${cls}` });
    }
  }
  return rows;
}

export const DOCTRINES = ['round', 'double-closing', 'chain-at-range', 'grape-boarding'];

/** The default experiment's design: every doctrine against every doctrine, crack (A) against average (B), two classes. */
export function ammunitionDesign(classes = ['fr-f3-36', 'fr-sol2-74']): SynthCell[] {
  return classes.flatMap((cls) =>
    DOCTRINES.flatMap((a) =>
      DOCTRINES.map((b) => ({ class: cls, qualityA: 'crack', qualityB: 'average', ammoA: a, ammoB: b })),
    ),
  );
}
