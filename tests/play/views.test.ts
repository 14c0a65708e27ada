/** The board, the ship logs and the stage checks, from player views. */
import { describe, expect, it } from 'vitest';
import { newGame, playerView, fromOffset, type Dir } from '../../src/index.js';
import { type GameState, type Scenario } from '../../src/api/wsim.js';
import { shipNames } from '../../src/play/index.js';
import { renderBoard, renderMap } from '../../src/play/wsim/board.js';
import { shipLogs } from '../../src/play/wsim/shiplog.js';
import { ORDER_COMMANDS } from '../../src/play/wsim/orders.js';
import type { WsimContext as OrderContext } from '../../src/play/wsim/types.js';
import { needsInput } from '../../src/play/wsim/stages.js';
import { fixture } from './helpers.js';

function at(lines: string[], text: string): { line: number; x: number } {
  const line = lines.findIndex((l) => l.includes(text));
  return { line, x: lines[line]?.indexOf(text) ?? -1 };
}

function moved(state: GameState, id: string, col: number, row: number, heading: number): GameState {
  const s = structuredClone(state);
  const ship = s.ships[s.static.ships.findIndex((x) => x.id === id)];
  ship.bow = fromOffset(col, row);
  ship.heading = heading as Dir;
  return s;
}

describe('the board', () => {
  const state = newGame(fixture('small-duel'), { seed: '1' });
  const names = shipNames(state);

  it('draws bow and stern where the ship lies (odd columns half a hex lower)', () => {
    const lines = renderMap(playerView(state, 'british'), names);
    const bow = at(lines, 'B1↗'); // H10: column 7 (odd), heading NE
    const stern = at(lines, 'b1'); // G11: column 6, directly SW of the bow
    expect(bow.line).toBeGreaterThan(0);
    expect(stern.line).toBe(bow.line + 1);
    expect(stern.x).toBe(bow.x - 4);
    const enemy = at(lines, 'F1↖'); // M10 heading NW, stern N10 to the SE
    const enemyStern = at(lines, 'f1');
    expect(enemyStern.line).toBe(enemy.line + 1);
    expect(enemyStern.x).toBe(enemy.x + 4);
    const north = renderMap(playerView(moved(state, 'amazon', 8, 12, 0), 'british'), names);
    expect(at(north, 'b1').line).toBe(at(north, 'B1↑').line + 2);
    expect(at(north, 'b1').x).toBe(at(north, 'B1↑').x);
  });

  it('keeps every ship in view within 80 columns, zooming out when they are far apart', () => {
    for (const [col, row] of [
      [2, 2],
      [17, 2],
      [2, 18],
      [10, 10],
    ] as const) {
      const lines = renderBoard(playerView(moved(state, 'amazon', col, row, 3), 'british'), names);
      expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(80);
      expect(lines.join('\n')).not.toContain('out of view');
    }
    const far = newGame({ ...fixture('small-duel'), map: { columns: 60, rows: 40 } }, { seed: '1' });
    const lines = renderBoard(playerView(moved(far, 'amazon', 55, 30, 0), 'british'), shipNames(far));
    expect(lines.join('\n')).toContain('far view');
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(80);
    expect(lines.some((l) => l.includes('B'))).toBe(true);
  });

  it('shows land, the wind and the markers', () => {
    const scenario: Scenario = { ...fixture('small-duel'), map: { columns: 20, rows: 20, land: ['J12', 'J13'] } };
    const s = newGame(scenario, { seed: '1', rules: { level: 'advanced' } });
    const text = renderBoard(playerView(s, 'british'), shipNames(s), { ascii: true }).join('\n');
    expect(text).toContain('###');
    expect(text).toMatch(/Wind blowing towards N \^ \(1\), \w+ breeze/);
    expect(text).toContain('B1/');
  });
});

describe('ship logs (7.2.5)', () => {
  it("show own loads and never the enemy's", () => {
    const state = newGame(fixture('small-duel'), { seed: '1', rules: { level: 'advanced' } });
    const view = playerView(state, 'british');
    const lines = shipLogs(view, shipNames(state));
    const enemyAt = lines.findIndex((l) => l.includes('Hermione (enemy)'));
    const own = lines.slice(0, enemyAt).join('\n');
    const enemy = lines.slice(enemyAt).join('\n');
    expect(own).toMatch(/Loads +left round \(initial broadside\);  right round/);
    expect(own).toContain('reloads left 30');
    expect(enemy).toContain('not shown');
    expect(enemy).not.toMatch(/left round|reloads left/);
    expect(enemy).toMatch(/Hull +14 of 14/);
  });
});

function orderCtx(state: GameState, current = {}): OrderContext {
  const view = playerView(state, 'british');
  return {
    view,
    state,
    names: shipNames(state),
    ship: view.ships[0],
    current,
    draft: { [view.ships[0].id]: current },
    earlier: {},
    ascii: false,
  };
}

function run(stage: string, name: string, args: string[], c: OrderContext) {
  return ORDER_COMMANDS.find((x) => x.stage === stage && x.names.includes(name))!.run(args, c);
}

describe('orders checked as typed', () => {
  const basic = newGame(fixture('small-duel'), { seed: '1' });
  const advanced = newGame(fixture('small-duel'), { seed: '1', rules: { level: 'advanced' } });

  it('reloads by the rules of the level', () => {
    const empty = structuredClone(basic);
    empty.ships[0].loads = { L: { ammo: null, loading: false }, R: { ammo: null, loading: false } };
    expect(run('reload', 'load', ['L', 'chain'], orderCtx(empty))).toMatchObject({
      ok: false,
      error: expect.stringContaining('13.3'),
    });
    expect(run('reload', 'load', ['both'], orderCtx(empty))).toMatchObject({
      ok: false,
      error: expect.stringContaining('13.1'),
    });
    expect(run('reload', 'load', ['R'], orderCtx(empty))).toMatchObject({
      ok: true,
      orders: { load: { R: 'round', prefer: 'R' } },
    });
    const adv = structuredClone(advanced);
    adv.ships[0].loads.L = { ammo: null, loading: false };
    expect(run('reload', 'load', ['L', 'chain'], orderCtx(adv))).toMatchObject({
      ok: false,
      error: expect.stringContaining('24.2.2.4'),
    });
    expect(run('reload', 'load', ['L', 'grape'], orderCtx(adv))).toMatchObject({
      ok: true,
      orders: { load: { L: 'grape' } },
    });
    expect(run('reload', 'load', ['R', 'grape'], orderCtx(adv))).toMatchObject({
      ok: false,
      error: expect.stringContaining('still loaded'),
    });
  });

  it('knows the Advanced notations and their limits', () => {
    expect(run('movement', 'sail', ['full'], orderCtx(basic))).toMatchObject({
      ok: false,
      error: expect.stringContaining('20.1'),
    });
    expect(run('movement', 'sail', ['full'], orderCtx(advanced))).toMatchObject({ ok: true, orders: { sail: 'FS' } });
    expect(run('movement', 'repair', ['hull'], orderCtx(advanced))).toMatchObject({
      ok: false,
      error: expect.stringContaining('20.5.7'),
    });
    expect(run('movement', 'anchor', ['A'], orderCtx(advanced))).toMatchObject({
      ok: false,
      error: expect.stringContaining('does not allow'),
    });
    const damaged = structuredClone(advanced);
    damaged.ships[0].hull -= 2;
    expect(run('movement', 'repair', ['hull'], orderCtx(damaged, { plot: 'L1' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('20.5.4'),
    });
    expect(run('movement', 'repair', ['hull'], orderCtx(damaged, { plot: '1' }))).toMatchObject({
      ok: true,
      orders: { repair: 'H', plot: '1' },
    });
  });

  it("a ship weighing or cutting her anchors stays in place: the engine's plot check with the notation (20.3.6, 20.3.7)", () => {
    const anchored = newGame(fixture('alongside'), { seed: '1' });
    const french = playerView(anchored, 'french');
    const c = { ...orderCtx(anchored), view: french, ship: french.ships.find((s) => s.id === 'hermione')! };
    expect(run('movement', 'plot', ['1'], { ...c, current: { anchor: 'up' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('20.3.6'),
    });
    expect(run('movement', 'plot', ['1'], { ...c, current: { anchor: 'cut' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('20.3.7'),
    });
    expect(run('movement', 'plot', ['0'], { ...c, current: { anchor: 'up' } })).toMatchObject({
      ok: true,
      orders: { anchor: 'up', plot: '0' },
    });
  });

  it('asks about unfouling only when a ship is fouled', () => {
    expect(needsInput('unfouling', playerView(basic, 'british'), basic)).toBe(false);
    const fouled = structuredClone(basic);
    fouled.fouls = [{ a: 'amazon', b: 'hermione' }];
    expect(needsInput('unfouling', playerView(fouled, 'british'), fouled)).toBe(true);
    expect(run('unfouling', 'unfoul', ['no'], orderCtx(fouled))).toMatchObject({ ok: true, orders: { unfoul: false } });
    expect(run('unfouling', 'sacrifice', [], orderCtx(fouled))).toMatchObject({
      ok: true,
      orders: { sacrificeRigging: true, unfoul: true },
    });
    expect(run('unfouling', 'unfoul', ['maybe'], orderCtx(fouled))).toMatchObject({ ok: false });
  });

  it('offers to disengage only from a continuing melee (12.3.3)', () => {
    expect(run('boarding', 'disengage', [], orderCtx(basic))).toMatchObject({
      ok: false,
      error: expect.stringContaining('12.3.3'),
    });
    const melee = structuredClone(basic);
    melee.fouls = [{ a: 'amazon', b: 'hermione' }];
    melee.melees = [
      {
        target: 'hermione',
        turns: 1,
        attackers: [{ ship: 'amazon', sections: [0] }],
        defenders: [{ ship: 'hermione', sections: [0] }],
      },
    ];
    expect(run('boarding', 'disengage', [], orderCtx(melee))).toMatchObject({ ok: true, orders: { disengage: true } });
    expect(run('boarding', 'disengage', ['no'], orderCtx(melee, { disengage: true }))).toMatchObject({
      ok: true,
      orders: {},
    });
  });
});
