/** The shipped experiments load, and the default one has the design the issue asks for. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadExperiment, totalGames } from '../../src/lab/experiment.js';
import { playCellGame } from '../../src/lab/game.js';
import { gamesForHalfWidth, halfWidthFor } from '../../src/lab/precision.js';
import { ROOT } from './helpers.js';

const DOCTRINES = ['round', 'double-closing', 'chain-at-range', 'grape-boarding'];

describe('games per cell for a win-rate error bar', () => {
  it('±3% at 95% needs 1068 games (an even number, for side-swapped pairs)', () => {
    expect(gamesForHalfWidth(0.03)).toBe(1068);
    expect(gamesForHalfWidth(0.03, 0.95, false)).toBe(1068);
    expect(gamesForHalfWidth(0.05)).toBe(386);
    expect(gamesForHalfWidth(0.01, 0.99)).toBe(16588);
    expect(halfWidthFor(1068)).toBeLessThanOrEqual(0.03);
    expect(halfWidthFor(1066)).toBeGreaterThan(0.03);
  });
});

describe('experiments/ammunition-captains.json', () => {
  it('asks the ammunition question of greedy-raker, the default mcts and mcts at four times its budget: each doctrine against roundshot, crack against average', async () => {
    const exp = await loadExperiment(join(ROOT, 'experiments/ammunition-captains.json'));
    expect(exp.question).toBe('ammo');
    expect(exp.cells).toHaveLength(3 * DOCTRINES.length);
    expect(new Set(exp.cells.map((c) => c.factors.captain))).toEqual(
      new Set(['greedy-raker', 'mcts', 'mcts:perShip=600']),
    );
    for (const c of exp.cells) {
      // the doctrine is the captain's ammo option: greedy-raker:ammo=…, mcts:perShip=600,ammo=…
      const sep = c.factors.captain.includes(':') ? ',' : ':';
      expect(c.roles.A.captain).toBe(`${c.factors.captain}${sep}ammo=${c.factors.ammoA}`);
      expect(c.roles.B.captain).toBe(`${c.factors.captain}${sep}ammo=round`);
      expect([c.roles.A.quality, c.roles.B.quality]).toEqual(['crack', 'average']);
    }
  });
});

describe('experiments/ammunition.json', () => {
  it('crosses every doctrine with every doctrine, frigates and 74s, crack against average crews, with ±3% per cell', async () => {
    const exp = await loadExperiment(join(ROOT, 'experiments/ammunition.json'));
    expect(exp.question).toBe('ammo');
    expect(exp.swapSides).toBe(true);
    expect(exp.gamesPerCell).toBeGreaterThanOrEqual(gamesForHalfWidth(0.03));
    expect(exp.cells).toHaveLength(2 * DOCTRINES.length ** 2);
    const pairs = new Set(exp.cells.map((c) => `${c.factors.class}/${c.factors.ammoA}/${c.factors.ammoB}`));
    for (const cls of ['fr-f3-36', 'fr-sol2-74'])
      for (const a of DOCTRINES) for (const b of DOCTRINES) expect(pairs.has(`${cls}/${a}/${b}`)).toBe(true);
    for (const c of exp.cells) {
      expect(c.rules).toEqual({ system: 'wsim', rules: { level: 'advanced' } });
      expect(c.roles.A.captain).toBe(`greedy-raker:ammo=${c.factors.ammoA}`);
      expect(c.roles.B.captain).toBe(`greedy-raker:ammo=${c.factors.ammoB}`);
      expect([c.roles.A.quality, c.roles.B.quality]).toEqual(['crack', 'average']);
    }
    expect(totalGames(exp)).toBe(exp.cells.length * exp.gamesPerCell);
  });

  it('a cell plays: same captain, different doctrines, sides exchanged in the second game of a pair', async () => {
    const exp = await loadExperiment(join(ROOT, 'experiments/ammunition.json'));
    const cell = exp.cells.find(
      (c) => c.factors.class === 'fr-f3-36' && c.factors.ammoA === 'double-closing' && c.factors.ammoB === 'round',
    )!;
    const [a, b] = [playCellGame(exp, cell, 0), playCellGame(exp, cell, 1)];
    expect([a.kind, b.kind]).toEqual(['game', 'game']);
    if (a.kind !== 'game' || b.kind !== 'game') return;
    expect(a.captains).toEqual({ west: 'greedy-raker:ammo=double-closing', east: 'greedy-raker:ammo=round' });
    expect(b.captains).toEqual({ west: 'greedy-raker:ammo=round', east: 'greedy-raker:ammo=double-closing' });
    expect([a.seed, a.rules]).toEqual([b.seed, 'advanced']);
  });
});

describe('experiments/frigate-greedy-10k.json', () => {
  it('is 10,000 frigate duels between greedy captains', async () => {
    const exp = await loadExperiment(join(ROOT, 'experiments/frigate-greedy-10k.json'));
    expect(totalGames(exp)).toBe(10_000);
    expect(exp.cells[0].factors).toEqual({ scenario: 'frigate-duel', captain: 'greedy-raker' });
  });
});

describe('experiments/mcts-against-greedy-raker.json', () => {
  it('is the default mcts (role A) against greedy-raker (role B), Advanced frigate duel, sides exchanged in pairs', async () => {
    const exp = await loadExperiment(join(ROOT, 'experiments/mcts-against-greedy-raker.json'));
    expect(exp.swapSides).toBe(true);
    expect(totalGames(exp)).toBe(300);
    expect(exp.cells).toHaveLength(1);
    const [cell] = exp.cells;
    expect([cell.roles.A.captain, cell.roles.B.captain]).toEqual(['mcts', 'greedy-raker']);
    expect(cell.rules).toEqual({ system: 'wsim', rules: { level: 'advanced' } });
    expect(cell.factors.scenario).toBe('frigate-duel');
  });
});
