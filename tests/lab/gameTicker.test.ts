/**
 * The progress lines of a run whose games are not known in advance (`wsim balance`): the pace after the first
 * games, then at most one line a period, from a clock the test drives.
 */
import { describe, expect, it } from 'vitest';
import { createGameTicker, durationWords, TICK_FIRST_GAMES } from '../../src/lab/progress.js';

describe('durationWords', () => {
  it('says seconds, minutes and hours as a person reads them', () => {
    expect(durationWords(0)).toBe('under a second');
    expect(durationWords(0.6)).toBe('1 s');
    expect(durationWords(44.6)).toBe('45 s');
    expect(durationWords(60)).toBe('1 min');
    expect(durationWords(400)).toBe('6 min 40 s');
    expect(durationWords(3600)).toBe('1 h');
    expect(durationWords(7500)).toBe('2 h 5 min');
  });
});

describe('createGameTicker', () => {
  it('gives the pace after the first games, then one line a period at most', () => {
    let t = 1000;
    const lines: string[] = [];
    const tick = createGameTicker((l) => lines.push(l), { everyMs: 60_000, workers: 2, now: () => t });
    // 10 games in 60 s: not yet the first line
    t += 60_000;
    tick.advance(10);
    expect(lines).toEqual([]);
    // 20 games in 120 s: 6 s a game
    t += 60_000;
    tick.advance(TICK_FIRST_GAMES - 10);
    expect(lines).toEqual(['20 games in 2 min (6.0 s a game on 2 workers: 100 games take about 10 min)']);
    // within the period: silent
    t += 30_000;
    tick.advance(5);
    expect(lines).toHaveLength(1);
    // past it: the games so far
    t += 30_000;
    tick.advance(5);
    expect(lines[1]).toBe('30 games so far in 3 min (6.0 s a game on 2 workers)');
    t += 10_000;
    tick.advance(1);
    expect(lines).toHaveLength(2);
  });

  it('counts every game given, in any batch size', () => {
    let t = 0;
    const lines: string[] = [];
    const tick = createGameTicker((l) => lines.push(l), { now: () => t });
    t = 50_000;
    tick.advance(25);
    expect(lines).toEqual(['25 games in 50 s (2.0 s a game: 100 games take about 3 min 20 s)']);
  });

  it('gives a quick captain its games a second', () => {
    let t = 0;
    const lines: string[] = [];
    const tick = createGameTicker((l) => lines.push(l), { workers: 1, now: () => t });
    t = 800;
    tick.advance(20);
    expect(lines).toEqual(['20 games in 1 s (25.0 games a second on 1 worker: 100 games take about 4 s)']);
  });
});
