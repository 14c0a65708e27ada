/** Random (often illegal) orders for property tests, from a seeded stream. */
import { legalPlots } from '../../src/index.js';
import { type Ammo, type GameState, type OrdersBySide, type ShipOrders } from '../../src/api/wsim.js';

const AMMO: Ammo[] = ['round', 'chain', 'double', 'grape'];
const JUNK = ['L1R1', 'LL', '9', 'B2', '1B1', 'RR', 'X', '', '0L', '3L3', 'D'];

export function chaosOrders(state: GameState, rnd: () => number): OrdersBySide {
  const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)];
  const out: OrdersBySide = {};
  const ids = state.static.ships.map((s) => s.id);
  state.ships.forEach((ship, i) => {
    const spec = state.static.ships[i];
    const side = ship.prize ? ship.prize.side : spec.side;
    if (ship.removed) return;
    const o: ShipOrders = {};
    const legal = legalPlots(state, spec.id);
    o.plot = rnd() < 0.85 ? pick(legal) : pick(JUNK);
    if (rnd() < 0.8)
      o.fire = {
        L: { target: rnd() < 0.3 ? pick(ids) : undefined, aim: rnd() < 0.5 ? 'hull' : 'rigging', asGrape: rnd() < 0.1 },
        R: { aim: rnd() < 0.5 ? 'hull' : 'rigging' },
      };
    if (rnd() < 0.5)
      o.load = {
        L: pick(AMMO),
        R: pick(AMMO),
        ...(rnd() < 0.5 ? { prefer: rnd() < 0.5 ? ('L' as const) : ('R' as const) } : {}),
      };
    if (rnd() < 0.5) o.grapple = rnd() < 0.7 ? 'adjacent-enemies' : [pick(ids)];
    if (rnd() < 0.1) o.ungrapple = 'all';
    if (rnd() < 0.5) {
      const n = 1 + Math.floor(rnd() * 2);
      o.boarding = [
        {
          type: pick(['OBP', 'OBP', 'DBP', 'TBP'] as const),
          sections: n,
          target: pick(ids),
          counterBoard: rnd() < 0.5,
        },
      ];
      if (rnd() < 0.5) o.boarding.push({ type: pick(['OBP', 'DBP', 'TBP'] as const), sections: 1, target: pick(ids) });
    }
    if (rnd() < 0.1) o.unfoul = false;
    if (rnd() < 0.1) o.sacrificeRigging = true;
    if (rnd() < 0.1) o.sail = rnd() < 0.5 ? 'FS' : 'BS';
    if (rnd() < 0.05) o.anchor = pick(['A', 'AB', 'AS', 'up', 'cut'] as const);
    if (rnd() < 0.05) o.repair = pick(['H', 'G', 'R'] as const);
    if (state.turn === 1 && rnd() < 0.5) o.initialLoads = { L: pick(AMMO), R: pick(AMMO) };
    if (spec.bomb) {
      // 42.0 mortar orders, often illegal (a friend, an unknown id, under way, unloaded, with the broadsides)
      const targets = [...ids, ...(state.static.map.forts ?? []).map((f) => f.id), 'nowhere'];
      if (rnd() < 0.6)
        o.mortar = rnd() < 0.3 ? {} : { target: rnd() < 0.5 ? pick(targets) : [pick(targets), pick(targets)] };
      if (rnd() < 0.6) o.loadMortars = rnd() < 0.9;
    }
    // 32.3 movement written ahead (command lag): legal plots of now, now and then junk or too many
    if (state.static.rules.optional.commandLag) {
      if (rnd() < 0.7)
        o.ahead = Array.from({ length: Math.floor(rnd() * 6) }, () => (rnd() < 0.9 ? pick(legal) : pick(JUNK)));
      if (rnd() < 0.05) o.hoistFlag = true; // 32.5
    }
    (out[side] ??= { ships: {} }).ships[spec.id] = o;
  });
  return out;
}
