/** Shared by the play tests: fixtures, and a deterministic player that answers any prompt. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asSystem, legalPlots, shipRange } from '../../src/index.js';
import { loadScenario, parsePlot, traceSteps, type Scenario } from '../../src/api/wsim.js';
import type { PlaySession } from '../../src/play/index.js';
import { ownShips } from '../../src/play/rules/index.js';

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}.json`, import.meta.url));
}

export function fixture(name: string): Scenario {
  return loadScenario(JSON.parse(readFileSync(fixturePath(name), 'utf8')), name);
}

/** The plot that brings the ship nearest to range 1 of the closest enemy (ties: the first listed). */
/** The session's view of a WS&IM game (the tests' games are WS&IM's unless they say). */
export const wsimView = (s: PlaySession) => asSystem(s.view(), 'wsim', 'a WS&IM test');

export function closingPlot(s: PlaySession, id: string): string {
  const v = wsimView(s);
  const ship = v.ships.find((x) => x.id === id)!;
  const enemies = v.ships.filter((x) => x.controller !== v.side && x.onBoard && !x.removed);
  let best = '0';
  let bestScore = Infinity;
  for (const p of legalPlots(v, id)) {
    const end = traceSteps(ship.bow, ship.heading, parsePlot(p));
    const score = Math.min(...enemies.map((e) => Math.abs(shipRange(end, e) - 1)));
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** A complete answer for the current stage. */
export function autoAnswer(s: PlaySession): string {
  switch (s.stage) {
    case 'movement':
      return [...ownShips(s.view()).map((x) => `${s.names.tag(x.id)} plot ${closingPlot(s, x.id)}`), 'done'].join('; ');
    case 'grappling':
      return 'grapple all; done';
    case 'combat':
      return 'fire both; done';
    default:
      return 'done';
  }
}

/** Play on with autoAnswer until the game is over (or `limit` inputs). Returns every line shown. */
export function playOut(s: PlaySession, limit = 200): string[] {
  const out: string[] = [];
  for (let i = 0; i < limit && !s.over; i++) out.push(...s.input(autoAnswer(s)).lines);
  return out;
}
