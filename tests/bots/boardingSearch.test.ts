/**
 * The boarding word searched (the mcts option `boardSearch`, bots/wsim/boardingSearch.ts): the plans weighed for a
 * ship in contact (lib/contact.ts `boardingPlans`), the word it gives — orders the engine takes as given, the same
 * for the same stream — and that it boards an enemy whose crew is all but gone and keeps its men home against one
 * that would overwhelm them (12.3); the default captain's word is the doctrine's.
 */
import { describe, expect, it } from 'vitest';
import { playerView, resolveTurn } from '../../src/index.js';
import { mergeOrders, meleeStrength, type PlayerView, type SideOrders } from '../../src/api/wsim.js';
import { boardingParties, boardingPlans, boardingStageOrders } from '../../bots/wsim/lib/contact.js';
import { operational, ownShips } from '../../bots/wsim/lib/fleet.js';
import { searchedBoarding } from '../../bots/wsim/boardingSearch.js';
import { Belief } from '../../bots/wsim/lib/belief.js';
import { MCTS_DEFAULTS, actionOptions, mctsOptions } from '../../bots/mcts/options.js';
import { createCaptain, parseCaptainSpec } from '../../bots/index.js';
import seedrandom from 'seedrandom';
import { boardingPauses } from './fixtures/boardingPause.js';

const pauses = ['bsr-1', 'bsr-2', 'bsr-3', 'bsr-4'].flatMap((seed) => boardingPauses('frigate-duel', seed));
const views = pauses.flatMap((p) => p.paused.static.sides.map((s) => ({ p, view: playerView(p.paused, s.id) })));
const options = { ...mctsOptions({ ammo: 'auto' }), boardSearch: 8 };

function searched(view: PlayerView, seed = 's', o = options): SideOrders {
  const belief = new Belief();
  belief.update(view, []);
  return searchedBoarding(view, belief, o, seedrandom(seed));
}

describe('boardingPlans', () => {
  it("lists the doctrine's plan first, then every boarding and defence worth weighing, none twice", () => {
    let ships = 0;
    for (const { view } of views)
      for (const ship of ownShips(view)) {
        const plans = boardingPlans(view, ship, { boardAt: 1.2 });
        const doctrine = boardingParties(view, ship, { boardAt: 1.2 });
        if (!doctrine) {
          expect(plans).toBeNull();
          continue;
        }
        ships++;
        expect(plans![0]).toEqual(doctrine);
        const keys = plans!.map((p) => JSON.stringify(p.parties));
        expect(new Set(keys).size).toBe(keys.length);
        expect(plans!.some((p) => p.parties.length === 0)).toBe(true); // none (NBP)
        const obp = plans!.filter((p) => p.parties.some((x) => x.type === 'OBP'));
        const dbp = plans!.filter((p) => p.parties.length === 1 && p.parties[0].type === 'DBP');
        if (ship.menInRigging)
          expect(plans!.some((p) => p.parties.some((x) => x.type === 'DBP'))).toBe(false); // 23.0
        else expect(dbp.length).toBeGreaterThan(0);
        for (const p of plans!) expect(p.sections).toBe(p.parties.reduce((a, x) => a + x.sections, 0));
        expect(obp.length).toBeGreaterThan(0);
      }
    expect(ships).toBeGreaterThan(4);
  });
});

describe('searchedBoarding', () => {
  it('gives a word the engine takes as given, the same for the same stream', () => {
    let departs = 0;
    for (const { p, view } of views) {
      const word = searched(view);
      expect(searched(view)).toEqual(word);
      const doctrine = { ships: boardingStageOrders(view, ownShips(view), { boardAt: MCTS_DEFAULTS.boardAt }) };
      expect(Object.keys(word.ships).sort()).toEqual(Object.keys(doctrine.ships).sort());
      if (JSON.stringify(word) !== JSON.stringify(doctrine)) departs++;
      const r = resolveTurn(p.paused, mergeOrders({}, { [view.side]: word }));
      const ignored = r.events.filter((e) => e.type === 'orderIgnored' && /board|DBP|OBP/.test(e.order));
      expect(ignored).toEqual([]);
    }
    expect(departs).toBeGreaterThan(0);
  });

  it('boards an enemy whose crew is all but gone, and keeps its men home against one that would overwhelm them', () => {
    const { view } = views.find(({ view }) => ownShips(view).some((s) => boardingPlans(view, s)))!;
    const ours = ownShips(view).find((s) => boardingPlans(view, s))!;
    const crewOf = (v: PlayerView, id: string) => v.ships.find((s) => s.id === id)!;
    const weaken = (v: PlayerView, own: boolean): PlayerView => ({
      ...v,
      ships: v.ships.map((s) =>
        (s.controller === v.side) === own ? { ...s, crew: s.crew.map((c, i) => (i ? 0 : 1)) } : s,
      ),
    });
    const weakEnemy = weaken(view, false);
    const enemy = weakEnemy.ships.find((s) => s.controller !== view.side)!;
    expect(meleeStrength(crewOf(weakEnemy, ours.id))).toBeGreaterThan(3 * meleeStrength(enemy));
    const boards = searched(weakEnemy).ships[ours.id].boarding!;
    expect(boards.some((b) => b.type === 'OBP')).toBe(true);
    const weakUs = weaken(view, true);
    const home = searched(weakUs).ships[ours.id].boarding ?? [];
    expect(home.some((b) => b.type === 'OBP')).toBe(false);
  });
});

describe('the mcts option boardSearch', () => {
  it('searches the word in 16 worlds by default; at 0 the doctrine gives it; read from the spec', () => {
    expect(MCTS_DEFAULTS.boardSearch).toBe(16);
    expect(mctsOptions({ ...parseCaptainSpec('mcts:boardSearch=24').options, ammo: 'auto' }).boardSearch).toBe(24);
    const { view } = views.find(({ view }) => {
      const doctrine = { ships: boardingStageOrders(view, ownShips(view), { boardAt: MCTS_DEFAULTS.boardAt }) };
      return JSON.stringify(searched(view, 's', { ...options, boardSearch: 16 })) !== JSON.stringify(doctrine);
    })!;
    const ctx = { view, events: [], random: seedrandom('r'), budget: {} };
    const plain = createCaptain('mcts:boardSearch=0').boarding!(ctx);
    const { defence, boardAt, grappleAt } = MCTS_DEFAULTS;
    expect(plain).toEqual({ ships: boardingStageOrders(view, ownShips(view), { defence, boardAt, grappleAt }) });
    const word = createCaptain('mcts').boarding!({ ...ctx, random: seedrandom('s') });
    expect(word).toEqual(searched(view, 's', { ...options, boardSearch: 16 }));
    expect(word).not.toEqual(plain);
  });

  it("keeps the doctrine's word in a large fleet (more than deepShips ships fighting)", () => {
    const fleet = boardingPauses('fleet-action', 'f1', { level: 'advanced' }, 40).flatMap((p) =>
      p.paused.static.sides.map((s) => playerView(p.paused, s.id)),
    );
    const large = fleet.filter((v) => v.ships.filter(operational).length > MCTS_DEFAULTS.deepShips);
    const inFleet = actionOptions({ ...mctsOptions({ ammo: 'auto' }), boardSearch: 8 }, true);
    const doctrine = (view: PlayerView) => ({
      ships: boardingStageOrders(view, ownShips(view), { boardAt: MCTS_DEFAULTS.fleetBoardAt }),
    });
    // where the search would give another word, the captain gives the doctrine's
    const departing = large.filter(
      (view) => JSON.stringify(searched(view, 'r', inFleet)) !== JSON.stringify(doctrine(view)),
    );
    expect(departing.length).toBeGreaterThan(0);
    for (const view of departing) {
      const ctx = { view, events: [], random: seedrandom('r'), budget: {} };
      expect(createCaptain('mcts:boardSearch=8').boarding!(ctx)).toEqual(doctrine(view));
    }
  });
});
