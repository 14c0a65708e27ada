/**
 * The captains decide whether a broadside may fire at all this turn from the engine's view-safe
 * predicates (bots/wsim/lib/orders.ts: operational 11.4.1.2 / 12.4.4, no hanging mast 36.2.2, broadsideReady
 * 13.0 / 24.2.3.3, crewSections 11.3.3 — shipOrders gives a fire order only then). Those predicates must
 * agree with the engine's checkFire on every ship of the view, at the moment each captain decides,
 * through hard-fought Advanced games.
 */
import { describe, expect, it } from 'vitest';
import { asSystem, playerView, type Broadside } from '../../src/index.js';
import { broadsideReady, checkFire, crewSections, getScenario, type PlayerView } from '../../src/api/wsim.js';
import { createCaptain, operational, ownShips, playGame, type Captain } from '../../bots/index.js';
import { midGame } from './fixtures/midGame.js';

/** The Combat Phase's refusals of a broadside whatever the target (the engine's fireRefusal reasons). */
const REFUSAL = /\((13\.0|11\.3\.3|36\.2\.2|24\.3\.3|11\.4\.1\.2|12\.4\.4|11\.4\.2\.2)\)$/;

interface Tally {
  mayFire: number;
  mayNot: number;
  faults: string[];
}

function check(view: PlayerView, tally: Tally): void {
  for (const ship of ownShips(view)) {
    if (!ship.onBoard) continue;
    for (const b of ['L', 'R'] as Broadside[]) {
      const captain =
        operational(ship) && !ship.mastOverSide && broadsideReady(ship, b) && crewSections(view, ship.id).available > 0;
      if (captain) tally.mayFire++;
      else tally.mayNot++;
      for (const t of view.ships) {
        if (t.id === ship.id) continue;
        const r = checkFire(view, ship.id, b, t.id);
        if (r.legal && !captain)
          tally.faults.push(
            `turn ${view.turn} ${ship.id} ${b} → ${t.id}: the engine allows the shot, the captain would not fire`,
          );
        if (!r.legal && captain && REFUSAL.test(r.reason ?? ''))
          tally.faults.push(
            `turn ${view.turn} ${ship.id} ${b} → ${t.id}: the captain would fire, the engine refuses: ${r.reason}`,
          );
      }
    }
  }
}

/** A captain that checks each view it is given, then decides as `spec`. */
function checking(spec: string, tally: Tally): Captain {
  const inner = createCaptain(spec);
  return {
    name: inner.name,
    orders(ctx) {
      check(asSystem(ctx.view, 'wsim', 'the checking captain'), tally);
      return inner.orders(ctx);
    },
    ...(inner.boarding ? { boarding: inner.boarding.bind(inner) } : {}),
  };
}

describe('captain rules agree with the engine', () => {
  it('may a broadside fire at all: the captain says so exactly when the engine does not refuse it for the ship or the broadside', () => {
    const tally: Tally = { mayFire: 0, mayNot: 0, faults: [] };
    const games: [string, string, string][] = [
      ['frigate-duel', 'greedy-raker', 'classic'],
      ['frigate-duel', 'classic:ammo=grape-boarding', 'greedy-raker:ammo=double-closing'],
      ['squadron-action', 'greedy-raker', 'line-keeper'],
    ];
    games.forEach(([id, a, b], i) => {
      const scenario = getScenario(id);
      const sides = scenario.sides.map((s) => s.id);
      playGame(
        scenario,
        { [sides[0]]: checking(a, tally), [sides[1]]: checking(b, tally) },
        { seed: `agree-${i}`, rules: { level: 'advanced' } },
      );
    });
    expect(tally.faults).toEqual([]);
    // both verdicts occur, so the comparison can fail either way
    expect(tally.mayFire).toBeGreaterThan(0);
    expect(tally.mayNot).toBeGreaterThan(0);
  });

  it('free crew sections (11.3.3): crewSections counts none exactly when the engine refuses for want of a free section', () => {
    // crew sections lost, in a melee carried over (12.3.4) and at the pumps, every combination, on
    // each ship of a duel position: the games above rarely bring a ship to its last free section
    const { state } = midGame('frigate-duel', 'agree-crew', 2);
    const tally: Tally = { mayFire: 0, mayNot: 0, faults: [] };
    let refused = 0;
    for (const side of state.static.sides.map((x) => x.id)) {
      const base = playerView(state, side);
      for (const own of ownShips(base)) {
        const spec = base.static.ships[own.idx];
        const n = spec.crew.length;
        const enemy = base.ships.find((x) => x.controller !== side)!;
        for (let alive = 1; alive < 1 << n; alive++) {
          for (let busy = 0; busy < 1 << n; busy++) {
            for (const pumps of [0, 1, 2]) {
              const view = structuredClone(base);
              const ship = view.ships[own.idx];
              ship.crew = spec.crew.map((c, i) => (alive & (1 << i) ? c : 0));
              ship.waterlineSections = pumps;
              const sections = spec.crew.map((_, i) => i).filter((i) => busy & (1 << i));
              view.melees = sections.length
                ? [{ attackers: [{ ship: ship.id, sections }], target: enemy.id, defenders: [], turns: 1 }]
                : [];
              for (const b of ['L', 'R'] as Broadside[]) {
                if (!broadsideReady(ship, b)) continue;
                const engine = checkFire(view, ship.id, b, enemy.id);
                const noCrew = /\(11\.3\.3\)$/.test(engine.reason ?? '');
                if (noCrew) refused++;
                if (noCrew !== (crewSections(view, ship.id).available === 0))
                  tally.faults.push(
                    `${ship.id} ${b} crew ${ship.crew} melee [${sections}] pumps ${pumps}: engine ${engine.reason ?? 'legal'}, captain ${crewSections(view, ship.id).available} free`,
                  );
              }
            }
          }
        }
      }
    }
    expect(tally.faults).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  });
});
