/**
 * Springelkamp's sail rules next to WS&IM on one thread, in the same run: complete frigate duels per second
 * with the same policy for both systems (the `random` captain: a uniform legal plot, fire at the closest
 * target), on the same ships and places (frigate-duel, springelkamp-frigate-duel). Also the engine alone:
 * Springelkamp turns resolved per second with fixed orders. Run by `npm run bench -- --only springelkamp`.
 */
import { createCaptain, playGame } from '../../bots/index.js';
import { getScenario, newGame } from '../../src/index.js';
import { gamesPerSecond, resolveTurnsPerSecond } from './timing.js';

function duels(id: string, rules: Record<string, unknown> | undefined, seconds: number) {
  const sc = getScenario(id);
  const { gamesPerSecond: rate, turnsPerGame } = gamesPerSecond((seed) => {
    const captains = Object.fromEntries(sc.sides.map((s) => [s.id, createCaptain('random')]));
    return playGame(sc, captains, { seed: String(seed), rules: rules }).state.turn;
  }, seconds);
  return { gamesPerSecond: rate, turnsPerGame };
}

function resolveAlone(seconds: number): number {
  const state = newGame(getScenario('springelkamp-squadron-action'), { seed: 1 });
  const ships = (side: string) =>
    Object.fromEntries(
      state.static.ships
        .filter((s) => s.side === side)
        .map((s) => [s.id, { plot: 'FF', fire: { L: { target: 'closest' }, R: { target: 'closest' } } }]),
    );
  const orders = Object.fromEntries(state.static.sides.map((s) => [s.id, { ships: ships(s.id) }]));
  return resolveTurnsPerSecond(state, orders, seconds);
}

export async function benchSpringelkamp({ quick }: { quick: boolean }): Promise<Record<string, number>> {
  const secs = quick ? 1 : 4;
  const basic = duels('frigate-duel', { level: 'basic' }, secs);
  const advanced = duels('frigate-duel', { level: 'advanced' }, secs);
  const spr = duels('springelkamp-frigate-duel', undefined, secs);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    randomBasicDuelsPerSecond: r(basic.gamesPerSecond),
    randomBasicTurnsPerDuel: r(basic.turnsPerGame),
    randomAdvancedDuelsPerSecond: r(advanced.gamesPerSecond),
    randomAdvancedTurnsPerDuel: r(advanced.turnsPerGame),
    springelkampDuelsPerSecond: r(spr.gamesPerSecond),
    springelkampTurnsPerDuel: r(spr.turnsPerGame),
    springelkampSquadronTurnsPerSecond: Math.round(resolveAlone(secs / 2)),
  };
}
