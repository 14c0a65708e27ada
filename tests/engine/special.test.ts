/** Special rules 41.0 / XV: copper bottom (41.1) and scurvy (41.2), as scenario ship attributes. */
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/index.js';
import { loadScenario, movementAllowance } from '../../src/api/wsim.js';
import { scurvyExtraCrew } from '../../src/engine/wsim/setup.js';
import { game, scenarioHead, ship, turn } from './helpers.js';

const ADV = (optional: Record<string, boolean> = {}) => ({ rules: { level: 'advanced' as const, optional } });

describe('41.1 / XV.A copper bottom', () => {
  // wind blowing towards 1: a ship heading 2 has it on the quarter, attitude A
  const ships = (fullSail: boolean) => [
    { id: 'foul', bow: 'J20', heading: 2, uncoppered: true, fullSail: 6, fullSailAtStart: fullSail },
    { id: 'clean', bow: 'M20', heading: 2, fullSail: 6, fullSailAtStart: fullSail },
    { id: 'b', side: 'b' as const, bow: 'A1', heading: 1 },
  ];
  it('41.1.1 an uncoppered ship long at sea loses one hex under full sails; the coppered one does not', () => {
    const g = game(ships(true), ADV({ copperBottom: true }));
    expect(movementAllowance(g, 'clean')).toBe(6); // full sail speed 6, attitude A, normal breeze
    expect(movementAllowance(g, 'foul')).toBe(5);
    const r = turn(g, { foul: { plot: '6' }, clean: { plot: '6' }, b: { plot: '0' } });
    expect(r.events.find((e) => e.type === 'plot' && e.ship === 'foul')).toMatchObject({ legal: false, executed: '5' });
  });
  it('41.1.1 only under full sails: battle sails are unchanged', () => {
    const g = game(ships(false), ADV({ copperBottom: true }));
    expect(movementAllowance(g, 'foul')).toBe(movementAllowance(g, 'clean'));
  });
  it('the attribute does nothing with the switch off', () => {
    const g = game(ships(true), ADV());
    expect(movementAllowance(g, 'foul')).toBe(6);
  });
});

describe('41.2 / XV.B scurvy', () => {
  const fleet = [
    { id: 'sol', bow: 'J20', heading: 1, class: 'br-sol2-74', newlyArrived: 2 },
    { id: 'sol1', bow: 'L20', heading: 1, class: 'br-sol2-74', newlyArrived: true },
    { id: 'frig', bow: 'N20', heading: 1, newlyArrived: true },
    { id: 'frig4', bow: 'R20', heading: 1, class: 'us-f4-38', newlyArrived: true },
    { id: 'old', bow: 'P20', heading: 1 },
    { id: 'b', side: 'b' as const, bow: 'A1', heading: 1 },
  ];
  it('41.2.1 one or two extra crew squares per section for ships of the line, one for frigates, on the log in play', () => {
    for (const level of ['basic', 'advanced'] as const) {
      const off = game(fleet, { rules: { level } });
      const on = game(fleet, { rules: { level, optional: { scurvy: true } } });
      const crew = (g: typeof on, id: string) => ship(g, id).crew;
      expect(crew(on, 'sol')).toEqual(crew(off, 'sol').map((c) => c + 2));
      expect(crew(on, 'sol1')).toEqual(crew(off, 'sol1').map((c) => c + 1));
      expect(crew(on, 'frig')).toEqual(crew(off, 'frig').map((c) => c + 1));
      expect(crew(on, 'frig4')).toEqual(crew(off, 'frig4').map((c) => c + 1)); // 2.31 class 4: frigate or corvette
      expect(crew(on, 'old')).toEqual(crew(off, 'old'));
      expect(on.static.ships.find((s) => s.id === 'sol')!.crew).toEqual(crew(on, 'sol'));
    }
  });
  it('41.2.1 two extra squares only for a ship of the line: a frigate with 2 is a scenario mistake', () => {
    const bad = {
      ...scenarioHead({ id: 'bad', name: 'bad', turnLimit: 5 }),
      ships: [
        { id: 'f', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 1, newlyArrived: 2 },
        { id: 'g', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 1 },
      ],
    };
    expect(() => loadScenario(bad, 'bad.json')).toThrow(ScenarioError);
    expect(() => loadScenario(bad, 'bad.json')).toThrow(/bad\.json: ships\[0\]\.newlyArrived: expected true or 1/);
  });
  it('41.2.1 extra squares "for the SOL class ships" and "for frigate class ships" only: a brig, gondola or gunboat (classes 5–7) marked newly arrived is a scenario mistake', () => {
    const craft = (shipClass: number, newlyArrived: boolean | 1 | 2) => ({
      ...scenarioHead({ id: 'craft', name: 'craft', turnLimit: 5 }),
      ships: [
        {
          id: 'f',
          side: 'a',
          nation: 'American',
          shipClass,
          gunRating: 12,
          battleSail: 4,
          fullSail: 7,
          turning: 3,
          hull: 4,
          crew: [2, 1, 1],
          guns: 1,
          carronades: 1,
          rigging: [4, 4, 4, 4],
          quality: 'average',
          points: 10,
          bow: 'J20',
          heading: 1,
          newlyArrived,
        },
        { id: 'g', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 1 },
      ],
    });
    for (const shipClass of [5, 6, 7])
      for (const mark of [true, 1, 2] as const)
        expect(() => loadScenario(craft(shipClass, mark), 'craft.json')).toThrow(
          `craft.json: ships[0].newlyArrived: expected no mark: only ships of the line (classes 1–2) and frigates (classes 3–4) take extra crew squares (41.2.1) (got ${JSON.stringify(mark)} for class ${shipClass})`,
        );
    expect(loadScenario(craft(5, false), 'craft.json').ships[0].newlyArrived).toBe(false);
    for (const shipClass of [5, 6, 7]) expect(scurvyExtraCrew({ shipClass, newlyArrived: true })).toBe(0);
    expect(() => loadScenario(craft(4, true), 'craft.json')).not.toThrow();
  });
});
