/**
 * The newly resolved events shown on the board, one after the other: each Movement Phase's moves together, each
 * broadside with its dice and hits, and every other event (hits, criticals, melee rounds…) as a caption over
 * the board.
 */
import { $, sleep } from './dom.js';
import { centre } from './hexes.js';
import { board, game, label, seatState } from './state.js';
import type { MovedEvent, Placement, SentEvent, ShipCounter } from './types.js';

/** A ship's move shown: the event, her counter's ship (moved step by step), her end, her path, the trail left. */
interface Run {
  e: MovedEvent;
  s: ShipCounter;
  end: Placement;
  path: Placement[];
  trail: { hex: string; heading: number }[];
}

function runOf(ships: ShipCounter[], e: MovedEvent): Run | null {
  const s = ships.find((x) => x.id === e.ship);
  const at = game.hexes.get(e.to);
  if (!s || !at) return null;
  const final = seatState().ships.find((x) => x.id === e.ship);
  const end = { bow: at, stern: final?.stern ?? s.stern, heading: final?.heading ?? s.heading };
  const path = e.path?.length ? e.path : [{ bow: s.bow, stern: s.stern, heading: s.heading }, end];
  return { e, s, end, path, trail: [{ hex: label(path[0].bow), heading: path[0].heading }] };
}

/** Step `k` of every ship still moving: the counters slide to their next hex (a turn swings one in its hex). */
async function stepTogether(ships: readonly ShipCounter[], runs: readonly Run[], k: number): Promise<void> {
  const live = runs.filter((r) => k < r.path.length);
  const slides = live
    .map((r) => ({ r, from: centre(r.path[k - 1].bow), to: centre(r.path[k].bow) }))
    .filter(({ from, to }) => from.x !== to.x || from.y !== to.y);
  for (let i = 1; i <= 4 && slides.length; i++) {
    for (const { r, from, to } of slides)
      board.counters
        .get(r.e.ship)
        ?.setAttribute('transform', `translate(${((to.x - from.x) * i) / 4},${((to.y - from.y) * i) / 4})`);
    await sleep(30);
  }
  for (const r of live) {
    Object.assign(r.s, { bow: r.path[k].bow, stern: r.path[k].stern, heading: r.path[k].heading });
    r.trail.push({ hex: label(r.path[k].bow), heading: r.path[k].heading });
  }
  board.drawShips(ships, game.selected, label);
  await sleep(slides.length ? 40 : 140);
}

/**
 * The ships' moves of one Movement Phase together (7.1: movement is simultaneous), hex by hex along the paths the
 * server traced with the engine (the executed steps: a turn swings a counter in its hex, a step forward slides it
 * to the next hex): step k of every ship at once. Each position a ship stood on is noted in `data-trails` of the
 * page, by turn and ship (the browser test reads it).
 */
async function moveTogether(ships: ShipCounter[], moves: readonly MovedEvent[]): Promise<void> {
  const runs = moves.flatMap((e) => runOf(ships, e) ?? []);
  const steps = Math.max(...runs.map((r) => r.path.length));
  for (let k = 1; k < steps; k++) await stepTogether(ships, runs, k);
  for (const r of runs) {
    Object.assign(r.s, r.end);
    const { steps: plotted, drifted } = 'steps' in r.e ? r.e : { steps: undefined, drifted: undefined };
    game.trails[`${r.e.turn}:${r.e.ship}`] = { steps: plotted, drifted, to: r.e.to, trail: r.trail };
  }
  board.drawShips(ships, game.selected, label);
  document.body.dataset.trails = JSON.stringify(game.trails);
  game.moveGroups.push({ turn: moves[0].turn, ships: runs.map((r) => r.e.ship) });
  document.body.dataset.moveGroups = JSON.stringify(game.moveGroups);
}

/** The events that hold the caption longer: hits, criticals, melee, surrenders and captures, fouling, collisions, the wind. */
const WEIGHTY = new Set([
  'damage',
  'critical',
  'meleeRound',
  'meleeStart',
  'meleeEnd',
  'surrender',
  'capture',
  'fouling',
  'grappleAttempt',
  'collision',
  'windChange',
]);

/** A broadside drawn from the firer to her target with its dice and hits. */
async function showBroadside(
  ships: readonly ShipCounter[],
  e: Extract<SentEvent, { type: 'broadside' }>,
): Promise<void> {
  const a = ships.find((x) => x.id === e.ship);
  const b = ships.find((x) => x.id === e.target);
  if (!a || !b) return;
  const hits =
    Object.entries(e.hits ?? {})
      .filter(([, v]) => v)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ') || 'no hits';
  board.shot(a, b, `dice ${e.rolls.map((r) => r.die).join(' ')}: ${hits}`);
  await sleep(450);
  board.clearOverlay();
}

/** The new events with their lines, from the ships as they stood before them. */
export async function animate(
  prevShips: readonly ShipCounter[],
  events: readonly SentEvent[],
  lines: readonly string[],
): Promise<void> {
  const pos = new Map(prevShips.map((s) => [s.id, s]));
  const ships = prevShips.map((s) => ({ ...s }));
  const caption = $('#caption');
  caption.hidden = false;
  board.clearOverlay(); // the stage just decided: its legal ends and fields of fire are gone
  const moving = (e: SentEvent | undefined): e is MovedEvent =>
    e?.type === 'moved' && pos.has(e.ship) && game.hexes.has(e.to);
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    caption.textContent = lines[k] ?? '';
    if (moving(e)) {
      // the phase's moves, one after the other in the events, are shown together
      let j = k + 1;
      while (j < events.length && moving(events[j])) j++;
      caption.textContent = lines.slice(k, j).join(' · ');
      await moveTogether(ships, events.slice(k, j).filter(moving));
      k = j - 1;
    } else if (e.type === 'broadside' && e.target) await showBroadside(ships, e);
    else if (e.type !== 'turnStart') await sleep(WEIGHTY.has(e.type) ? 300 : 60);
  }
  caption.hidden = true;
}
