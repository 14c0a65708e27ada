/**
 * The game summary's losses (src/engine/wsim/summary.ts): each ship lost at the end is listed once, at the turn she
 * was lost and by its cause — a struck ship that sinks or explodes (24.3) by her fate, a ship driven onto land (38.3)
 * as wrecked — and a ship that came back (11.4.5, 12.4.8) is not listed. Checked on hand-made event lists and on whole
 * games against the final state's own account of the ships lost (the points of 14.2.2–14.2.3).
 */
import { describe, expect, it } from 'vitest';
import { getScenario, newGame, summarizeGame } from '../../src/index.js';
import type { GameEvent, GameState } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';

const squadron = (): GameState => newGame(getScenario('squadron-action'), { seed: 1 }) as GameState;
const ev = (events: object[]) => events as GameEvent[];
const losses = (state: GameState, events: object[]) =>
  summarizeGame(state, ev(events)).surrenders.map((x) => `${x.ship}:${x.side}:${x.cause}@${x.turn}`);

describe('the summary lists each lost ship once', () => {
  it('a struck ship that later sinks or explodes (24.3): one loss, at the strike, by her fate', () => {
    const events = [
      { type: 'surrender', turn: 8, ship: 'tonnant', cause: 'striking', to: 'british' },
      { type: 'surrender', turn: 9, ship: 'orion', cause: 'striking', to: 'french' },
      { type: 'exploded', turn: 12, ship: 'tonnant' },
      { type: 'sunk', turn: 14, ship: 'orion' },
    ];
    expect(losses(squadron(), events)).toEqual(['tonnant:french:exploded@8', 'orion:british:sunk@9']);
    const s = summarizeGame(squadron(), ev(events));
    expect(s.perSide.french.surrenders).toEqual({ exploded: 1 });
    expect(s.perSide.british.surrenders).toEqual({ sunk: 1 });
  });

  it('a ship driven onto land (38.3) is a loss, "wrecked"', () => {
    const events = [{ type: 'wrecked', turn: 5, ship: 'aquilon', hex: 'K12' }];
    expect(losses(squadron(), events)).toEqual(['aquilon:french:wrecked@5']);
    expect(summarizeGame(squadron(), ev(events)).perSide.french.surrenders).toEqual({ wrecked: 1 });
  });

  it("a prize that strikes to her former owner is not the owner's loss again; taken back, a struck ship stays lost", () => {
    const events = [
      { type: 'surrender', turn: 22, ship: 'genereux', cause: 'melee', to: 'british' },
      { type: 'capture', turn: 22, ship: 'genereux', by: 'british', prizeCrew: 2, prisoners: 4 },
      { type: 'surrender', turn: 23, ship: 'genereux', cause: 'striking', to: 'french' },
      { type: 'recapture', turn: 23, ship: 'genereux', side: 'french', reason: 'the prize crew was overcome (12.4.8)' },
    ];
    expect(losses(squadron(), events)).toEqual(['genereux:french:melee@22']);
  });

  it('a prize taken back with no prisoners aboard stays surrendered (12.4.8): the final state keeps her loss', () => {
    const state = squadron();
    state.ships[4] = { ...state.ships[4], surrendered: { cause: 'firepower', turn: 6, to: 'british' } }; // aquilon
    const events = [
      { type: 'surrender', turn: 6, ship: 'aquilon', cause: 'firepower', to: 'british' },
      { type: 'capture', turn: 7, ship: 'aquilon', by: 'british', prizeCrew: 1, prisoners: 0 },
      { type: 'recapture', turn: 9, ship: 'aquilon', side: 'french', reason: 'the prize crew is gone (12.4.8)' },
    ];
    expect(losses(state, events)).toEqual(['aquilon:french:firepower@6']);
  });

  it('a ship that comes back (11.4.5, 12.4.8) is not listed unless lost anew', () => {
    const back = [
      { type: 'surrender', turn: 6, ship: 'defence', cause: 'firepower', to: 'french' },
      { type: 'returnToDuty', turn: 7, ship: 'defence' },
      { type: 'surrender', turn: 6, ship: 'aquilon', cause: 'melee', to: 'british' },
      { type: 'recapture', turn: 9, ship: 'aquilon', side: 'french', reason: 'the prize crew is gone (12.4.8)' },
    ];
    expect(losses(squadron(), back)).toEqual([]);
    const again = [...back, { type: 'surrender', turn: 11, ship: 'defence', cause: 'immobility', to: 'french' }];
    expect(losses(squadron(), again)).toEqual(['defence:british:immobility@11']);
  });

  it('out of crew (11.4.2.2) and struck: one loss, by the surrender in the same turn; manned again, no loss', () => {
    const state = squadron();
    state.ships[3] = { ...state.ships[3], crewless: true }; // tonnant, crewless at the end
    const events = [
      { type: 'crewless', turn: 8, ship: 'tonnant', manned: false },
      { type: 'surrender', turn: 8, ship: 'tonnant', cause: 'striking', to: 'british' },
    ];
    expect(losses(state, events)).toEqual(['tonnant:french:striking@8']);
    expect(losses(state, [events[1], events[0]])).toEqual(['tonnant:french:striking@8']);
    // out of crew on one turn, struck on a later one: lost when her crew was
    const later = [events[0], { ...events[1], turn: 9 }];
    expect(losses(state, later)).toEqual(['tonnant:french:crew-lost@8']);
    const manned = [
      { type: 'crewless', turn: 8, ship: 'orion', manned: false },
      { type: 'crewless', turn: 9, ship: 'orion', manned: true },
    ];
    expect(losses(squadron(), manned)).toEqual([]);
  });
});

describe("a prize's fire is her captor's (12.4)", () => {
  const shot = (ship: string, target: string) => ({
    type: 'broadside',
    turn: 6,
    ship,
    target,
    ammo: 'round',
    range: 2,
    rake: false,
    hits: { H: 3, G: 1, C: 0, R: 0 },
  });
  it('her broadsides are dealt by the captor, shots at her are taken by the captor; her owner again once taken back', () => {
    const capture = { type: 'capture', turn: 5, ship: 'tonnant', by: 'british', prizeCrew: 2, prisoners: 4 };
    const s = summarizeGame(squadron(), ev([capture, shot('tonnant', 'aquilon'), shot('aquilon', 'tonnant')]));
    expect(s.perSide.british.damageDealt).toEqual({ H: 3, G: 1, C: 0, R: 0 });
    expect(s.perSide.british.damageTaken).toEqual({ H: 3, G: 1, C: 0, R: 0 });
    expect(s.perSide.french.damageDealt).toEqual({ H: 3, G: 1, C: 0, R: 0 });
    expect(s.perSide.british.shots.round['2']).toBe(1);
    const back = { type: 'recapture', turn: 6, ship: 'tonnant', side: 'french', reason: 'test' };
    const again = summarizeGame(squadron(), ev([capture, back, shot('tonnant', 'orion')]));
    expect(again.perSide.french.damageDealt.H).toBe(3);
    expect(again.perSide.british.damageDealt.H).toBe(0);
  });
  it("melee against a prize: the defenders' losses are the prize crew's, the captor's", () => {
    const capture = { type: 'capture', turn: 5, ship: 'tonnant', by: 'british', prizeCrew: 2, prisoners: 4 };
    const round = { type: 'meleeRound', turn: 7, target: 'tonnant', round: 1, attackerLosses: 1, defenderLosses: 2 };
    const s = summarizeGame(squadron(), ev([capture, round]));
    expect(s.perSide.british.crewLostInMelee).toBe(2);
    expect(s.perSide.french.crewLostInMelee).toBe(1);
  });
});

describe("Springelkamp's summary: a prize's losses are her captor's (Prize Crews)", () => {
  it('a shot at a prize by her former owner is taken by the captor; a broadside before the capture by her owner', () => {
    const state = newGame(getScenario('springelkamp-squadron-action'), { seed: 1 });
    const fire = (ship: string, target: string) => ({
      type: 'fire',
      turn: 4,
      ship,
      target,
      range: 2,
      rake: null,
      hull: 2,
      rigging: 1,
    });
    const events = [
      fire('tonnant', 'orion'),
      { type: 'captured', turn: 5, ship: 'tonnant', by: 'british' },
      fire('aquilon', 'tonnant'),
    ];
    const s = summarizeGame(state, events as never);
    expect(s.perSide.french.damageDealt).toMatchObject({ H: 4, R: 2 });
    expect(s.perSide.british.damageTaken).toMatchObject({ H: 4, R: 2 });
    expect(s.perSide.french.damageTaken).toMatchObject({ H: 0, R: 0 });
    expect(s.perSide.british.captures).toBe(1);
  });
});

describe('on whole games, the losses listed are the ships the final state counts as lost', () => {
  // seeds where a struck ship sinks or explodes, a ship is driven ashore, a prize strikes and is taken back
  const games: [string, string[]][] = [
    ['lake-champlain', ['dup-0', 'dup-1', 'dup-4']],
    ['shoal-water', ['dup-0', 'dup-1', 'dup-2', 'dup-3', 'dup-4', 'dup-5']],
    ['fort-mchenry', ['dup-128']],
    ['harbour-action', ['dup-0', 'dup-1', 'dup-2', 'dup-3']],
  ];
  const played = new Map<string, { state: GameState; events: GameEvent[] }>();
  const play = (id: string, seed: string) => {
    const key = `${id} ${seed}`;
    if (!played.has(key)) {
      const scenario = getScenario(id);
      const captains = Object.fromEntries(scenario.sides.map((s) => [s.id, createCaptain('greedy-raker')]));
      const { state, events } = playGame(scenario, captains, { seed, keepEvents: true, maxTurns: 100 });
      played.set(key, { state: state as GameState, events: events as GameEvent[] });
    }
    return played.get(key)!;
  };
  it.each(games)('%s', (id, seeds) => {
    for (const seed of seeds) {
      const { state: st, events } = play(id, seed);
      const summary = summarizeGame(st, events);
      const listed = summary.surrenders.map((x) => x.ship);
      // the final state's account (14.2.2–14.2.3): removed, surrendered, taken as a prize, or out of crew
      const lost = st.static.ships
        .filter((spec, i) => {
          const ship = st.ships[i];
          const taken = ship.prize !== null && ship.prize.side !== spec.side;
          return ship.removed !== null || ship.surrendered !== null || ship.crewless || taken;
        })
        .map((spec) => spec.id);
      expect(new Set(listed).size, `${id} ${seed}: a ship listed twice`).toBe(listed.length);
      expect([...listed].sort(), `${id} ${seed}`).toEqual([...lost].sort());
      for (const side of st.static.sides.map((s) => s.id)) {
        const counted = Object.values(summary.perSide[side].surrenders).reduce((a, n) => a + (n ?? 0), 0);
        expect(counted).toBe(summary.surrenders.filter((x) => x.side === side).length);
      }
    }
  });
  it('the games above meet every case: a wreck, a struck ship sinking or exploding, a prize taken back', () => {
    const seen = new Set<string>();
    for (const [id, seeds] of games)
      for (const seed of seeds)
        for (const e of play(id, seed).events) {
          if (e.type === 'wrecked') seen.add('wrecked');
          if (e.type === 'sunk' || e.type === 'exploded') seen.add('fate');
          if (e.type === 'recapture') seen.add('recapture');
        }
    expect([...seen].sort()).toEqual(['fate', 'recapture', 'wrecked']);
  });
});
