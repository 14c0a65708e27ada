/**
 * How the sides fight a scenario, from the balance games' summaries: broadsides a game, their shares within three
 * hexes and at seven or more, and the squares they score on the hull and the rigging. It tells a stand-off (long
 * range, rigging) from a close action, under one captain or between two that disagree.
 */
import type { AnyScenario as Scenario, SideId } from '../../index.js';
import type { Measurement } from './measure.js';
import { pct, sideName } from './words.js';

export interface FightStory {
  side: SideId;
  name: string;
  broadsides: number;
  close: number;
  long: number;
  hull: number;
  rigging: number;
}

/** Each side's fight in a tally, per game (shares of its broadsides by range). */
export function fightStory(s: Scenario, m: Measurement): FightStory[] {
  const t = m.tally;
  const per = (n: number) => (t.games ? n / t.games : 0);
  return m.sides.map((side) => {
    const f = t.fight[side] ?? { broadsides: 0, close: 0, long: 0, hull: 0, rigging: 0 };
    const of = (n: number) => (f.broadsides ? n / f.broadsides : 0);
    return {
      side,
      name: sideName(s, side),
      broadsides: per(f.broadsides),
      close: of(f.close),
      long: of(f.long),
      hull: per(f.hull),
      rigging: per(f.rigging),
    };
  });
}

/** A number a game, to one decimal. */
const perGame = (x: number) => (Math.round(x * 10) / 10).toString();

/** How the sides fight, in one sentence (none when no broadside was fired). */
export function fightSentence(fight: readonly FightStory[]): string {
  if (!fight.some((f) => f.broadsides > 0)) return 'No broadside was fired.';
  const side = (f: FightStory) =>
    `${f.name} fire ${perGame(f.broadsides)} broadsides a game, ${pct(f.close)} within 3 hexes and ${pct(f.long)} at 7 or more, scoring ${perGame(f.hull)} hull and ${perGame(f.rigging)} rigging squares a game`;
  return `How they fight: ${fight.map(side).join('; ')}.`;
}

/** Both sides together: the share of the broadsides at seven hexes or more, and the hull squares scored a game. */
function overall(m: Measurement): { broadsides: number; long: number; hull: number } {
  let broadsides = 0;
  let long = 0;
  let hull = 0;
  for (const side of m.sides) {
    const f = m.tally.fight[side];
    if (!f) continue;
    broadsides += f.broadsides;
    long += f.long;
    hull += f.hull;
  }
  return { broadsides, long: broadsides ? long / broadsides : 0, hull: m.tally.games ? hull / m.tally.games : 0 };
}

/**
 * How two captains' games of one scenario are fought, side by side: the share of broadsides fired at seven hexes
 * or more and the hull squares scored a game, both sides together (null when neither fired).
 */
export function fightContrast(a: { who: string; m: Measurement }, b: { who: string; m: Measurement }): string | null {
  const x = overall(a.m);
  const y = overall(b.m);
  if (!x.broadsides && !y.broadsides) return null;
  return `${pct(x.long)} of the broadsides are fired at 7 hexes or more and ${perGame(x.hull)} hull squares scored a game with ${a.who}, ${pct(y.long)} and ${perGame(y.hull)} with ${b.who}`;
}
