/**
 * The chance a melee ends in the boarders' favour, played out to its end by expectation over the dice (12.3): each
 * round both sides roll one die and read the other's losses from their total melee strength's column (12.3.2), a
 * side with three times the other's strength, or facing no one, wins before the round (Melee Resolution Table
 * note), and an undecided melee goes on next turn (12.3.3) — so the turns it takes are not counted.
 */
import { meleeLosses, meleeStrength, MELEE_WIN_RATIO, type ShipView } from '../../../src/api/wsim.js';
import { BOARDING_RATIO } from '../../doctrine.js';

/** 12.3.2 the three rows of the Melee Resolution Table, by die (1–2, 3–4, 5–6), each a third of the rolls. */
const ROW_DICE = [1, 3, 5] as const;

/** Solved melees, by their two sides' squares and strength per square (a few hundred in a game). */
const solved = new Map<string, number>();
const SOLVED_MAX = 4096;

/**
 * The chance the first side wins a melee fought to its end: `a` squares at `perA` strength each against `b` squares
 * at `perB` (12.3.1), each side's strength falling by its mean strength per square for each square lost (the engine
 * takes the losses from a party's lowest section, 12.3.2, so mixed crews are averaged), the three-to-one win judged
 * before each round (the rules' default `meleeRatioCheck`). A melee in which both sides are wiped out counts as a win
 * for neither.
 */
export function meleeWinChance(a: number, perA: number, b: number, perB: number): number {
  a = Math.max(0, Math.floor(a));
  b = Math.max(0, Math.floor(b));
  const key = `${a}/${perA}/${b}/${perB}`;
  const known = solved.get(key);
  if (known !== undefined) return known;
  // chance[i][j]: the first side wins from i squares against j; losses only lower i and j, so fill upwards
  const chance: Float64Array[] = [];
  for (let i = 0; i <= a; i++) {
    const row = new Float64Array(b + 1);
    for (let j = 0; j <= b; j++) {
      const ta = i * perA;
      const tb = j * perB;
      if (ta <= 0) row[j] = 0;
      else if (tb <= 0 || ta >= MELEE_WIN_RATIO * tb) row[j] = 1;
      else if (tb >= MELEE_WIN_RATIO * ta) row[j] = 0;
      else {
        // a round: nine equally likely pairs of rows; both losing nothing repeats the round
        let sum = 0;
        let stay = 0;
        for (const da of ROW_DICE) {
          const lostB = meleeLosses(ta, da);
          for (const db of ROW_DICE) {
            const lostA = meleeLosses(tb, db);
            const ni = Math.max(0, i - lostA);
            if (!lostA && !lostB) stay++;
            else sum += (ni === i ? row : chance[ni])[Math.max(0, j - lostB)]; // row i is filled below j
          }
        }
        row[j] = sum / (9 - stay);
      }
    }
    chance.push(row);
  }
  const p = chance[a][b];
  if (solved.size >= SOLVED_MAX) solved.clear();
  solved.set(key, p);
  return p;
}

/** A ship's crew squares that fight in a melee (her prize crew if she is a prize, 12.4) and their strength (12.3.1). */
function crewOf(ship: ShipView): { squares: number; strength: number } {
  return {
    squares: ship.prize ? ship.prize.squares : ship.crew.reduce((s, n) => s + n, 0),
    strength: meleeStrength(ship),
  };
}

/** Strength per square, for meleeWinChance. */
const perSquare = (c: { squares: number; strength: number }) => (c.squares > 0 ? c.strength / c.squares : 0);

/**
 * The chance `ship` takes `enemy` by boarding if the two lie alongside, whole crew against whole crew, and her crew
 * is strong enough to board by her captain's doctrine (`boardAt` times the enemy's strength; every captain's
 * BOARDING_RATIO by default); 0 otherwise.
 */
export function boardingChance(ship: ShipView, enemy: ShipView, boardAt = BOARDING_RATIO): number {
  const ours = crewOf(ship);
  const theirs = crewOf(enemy);
  if (ours.strength < boardAt * theirs.strength) return 0;
  return meleeWinChance(ours.squares, perSquare(ours), theirs.squares, perSquare(theirs));
}
