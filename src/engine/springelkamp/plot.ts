/**
 * Movement: the plot language of Springelkamp's rules. A plot is a string of basic moves F (forward;
 * also written 1), P (port; also L) and S (starboard; also R), one movement point each; '' plots no
 * movement (speed 0 By the Wind, or drifting when the speed table gives D).
 */
import type { Dir } from '../hex.js';
import type { Placement } from '../shipGeometry.js';
import { basicMove, windAttitude } from './geometry.js';
import { COURSE_PRECEDENCE, LOW_TURNING } from './tables.js';
import type { BasicMove, CourseAttitude, Sail, SpeedEntry, SpeedTable } from './types.js';

export class SprPlotSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SprPlotSyntaxError';
  }
}

const ALIASES: Readonly<Record<string, BasicMove>> = { F: 'F', '1': 'F', P: 'P', L: 'P', S: 'S', R: 'S' };

/** Movement: "F: Forward (or 1 for 1 forward) S: Starboard (or R for Right) P: Port (or L for Left)". */
export function parseSprPlot(text: string): BasicMove[] {
  const out: BasicMove[] = [];
  for (const ch of text.replace(/\s+/g, '').toUpperCase()) {
    const m = ALIASES[ch];
    if (!m)
      throw new SprPlotSyntaxError(
        `"${text}": "${ch}" is not a basic move (F or 1, P or L, S or R) (Movement: Movement)`,
      );
    out.push(m);
  }
  return out;
}

/** The placements after each movement point (index 0 = the start). */
export function tracePlot(start: Placement, moves: readonly BasicMove[]): Placement[] {
  const out: Placement[] = [start];
  let p = start;
  for (const m of moves) {
    p = basicMove(p, m);
    out.push(p);
  }
  return out;
}

/**
 * Movement: Turning — "One 'Turn' to Starboard consists of S, SP, SPS, or SPSP, etc.": a turn begins at a
 * P or S that does not alternate with the basic move just before it.
 */
export function countTurns(moves: readonly BasicMove[]): number {
  let turns = 0;
  let last: BasicMove | null = null;
  for (const m of moves) {
    if (m === 'F') last = null;
    else {
      if (last === null || last === m) turns++;
      last = m;
    }
  }
  return turns;
}

/**
 * Movement: Speed — the attitude of the whole plotted course: B if it moves Forward in attitude B (or uses
 * speed 0 in B); else I if it turns from B to Q or back; else F if it moves Forward in F (or turns from Q to
 * F and at once on to Q over the other bow); else Q (Forward in Q, or a turn between Q and F). The empty
 * course takes the attitude of its heading (I-SPR-1). Returns null for a course that turns into the wind.
 */
export function courseAttitude(heading: Dir, wind: Dir, moves: readonly BasicMove[]): CourseAttitude | null {
  const seen = new Set<CourseAttitude>();
  let h = heading;
  let att = windAttitude(h, wind);
  if (att === 'H') return null;
  if (moves.length === 0) return att;
  let prevTurnQtoF: BasicMove | null = null;
  for (const m of moves) {
    if (m === 'F') {
      seen.add(att);
      prevTurnQtoF = null;
      continue;
    }
    const nh = ((((h + (m === 'S' ? 1 : -1)) % 6) + 6) % 6) as Dir;
    const natt = windAttitude(nh, wind);
    if (natt === 'H') return null; // Movement: Turning — "It is not allowed to turn Into the Wind"
    if ((att === 'B' && natt === 'Q') || (att === 'Q' && natt === 'B')) seen.add('I');
    if ((att === 'Q' && natt === 'F') || (att === 'F' && natt === 'Q')) seen.add('Q');
    if (att === 'F' && natt === 'Q' && prevTurnQtoF === m) seen.add('F');
    prevTurnQtoF = att === 'Q' && natt === 'F' ? m : null;
    h = nh;
    att = natt;
  }
  for (const a of COURSE_PRECEDENCE) if (seen.has(a)) return a;
  return null; // unreachable: every basic move marks a rule
}

export interface SprPlotContext {
  placement: Placement;
  wind: Dir;
  sail: Sail;
  speed: SpeedTable;
  /** Movement: Turning Ability now (rigging sections lost taken off) */
  turning: number;
  /** fouled or grappled: the group only drifts (Drifting) */
  linked: boolean;
  /** struck: the ship no longer sails (I-SPR-9) */
  struck: boolean;
}

export interface SprPlotCheck {
  legal: boolean;
  reason?: string;
  /** the course's attitude for speed */
  course?: CourseAttitude;
  /** the plot drifts (speed D): no movement now, a drift roll in the Wind Phase */
  drift: boolean;
}

export function speedEntry(ctx: SprPlotContext, course: CourseAttitude): SpeedEntry {
  return ctx.speed.course[course][ctx.sail];
}

function entryText(e: SpeedEntry): string {
  return e === 'D' ? 'D (drift)' : `${e.max}-${e.min}`;
}

/**
 * Is this plot legal for the ship? The first rule it breaks is named. A ship that no course allows to sail
 * (possible only with a scenario's own speed table) drifts: '' is then legal (I-SPR-2).
 */
export function checkSprPlot(ctx: SprPlotContext, text: string): SprPlotCheck {
  const c = checkRaw(ctx, text);
  if (c.legal || text.trim() !== '' || rawPlots(ctx).length > 0) return c;
  return { legal: true, course: c.course, drift: true };
}

function checkRaw(ctx: SprPlotContext, text: string): SprPlotCheck {
  let moves: BasicMove[];
  try {
    moves = parseSprPlot(text);
  } catch (e) {
    return { legal: false, reason: (e as Error).message, drift: false };
  }
  if (ctx.struck) {
    return moves.length === 0
      ? { legal: true, drift: false }
      : {
          legal: false,
          reason: 'a ship that has struck her flag no longer sails (Damage: "the ship surrenders"; I-SPR-9)',
          drift: false,
        };
  }
  if (ctx.linked) {
    return moves.length === 0
      ? { legal: true, drift: true }
      : {
          legal: false,
          reason:
            'fouled or grappled ships do not move: the group drifts in the Wind Phase (Drifting: "A group of fouled ships drifts")',
          drift: false,
        };
  }
  const course = courseAttitude(ctx.placement.heading, ctx.wind, moves);
  if (course === null)
    return {
      legal: false,
      reason: 'the course turns into the wind (Movement: Turning — "It is not allowed to turn Into the Wind")',
      drift: false,
    };
  const turns = countTurns(moves);
  if (ctx.turning >= LOW_TURNING) {
    if (turns > ctx.turning)
      return {
        legal: false,
        reason: `${turns} turns, turning ability ${ctx.turning} (Movement: Turning Ability)`,
        course,
        drift: false,
      };
  } else {
    if (turns > 1)
      return {
        legal: false,
        reason: `${turns} turns; turning ability below 1 allows one turn (Movement: Turning Ability)`,
        course,
        drift: false,
      };
    const firstTurn = moves.findIndex((m) => m !== 'F');
    if (firstTurn >= 0 && moves.slice(firstTurn + 1).includes('F')) {
      return {
        legal: false,
        reason:
          'turning ability below 1: no Forward after the turn ("SP or FS is allowed, SF is not", Movement: Turning Ability)',
        course,
        drift: false,
      };
    }
  }
  const e = speedEntry(ctx, course);
  const where = `course ${course} under ${ctx.sail}: speed ${entryText(e)} (Movement: Speed)`;
  if (e === 'D') {
    if (moves.length === 0) return { legal: true, course, drift: true };
    return { legal: false, reason: `${where}: the ship drifts, plot no movement`, course, drift: false };
  }
  if (moves.length > e.max)
    return { legal: false, reason: `${moves.length} MP exceeds the maximum: ${where}`, course, drift: false };
  if (moves.length < e.min)
    return { legal: false, reason: `${moves.length} MP is below the minimum: ${where}`, course, drift: false };
  return { legal: true, course, drift: false };
}

/** The longest plot any course could allow under this sail (the enumeration bound). */
function maxSpeed(ctx: SprPlotContext): number {
  let m = 0;
  for (const c of COURSE_PRECEDENCE) {
    const e = speedEntry(ctx, c);
    if (e !== 'D') m = Math.max(m, e.max);
  }
  return m;
}

/**
 * Every legal plot, canonical spelling (F, P, S), shortest first. A ship no course allows (possible only with
 * a scenario's own speed table) drifts: [''] (I-SPR-2).
 */
export function enumerateSprPlots(ctx: SprPlotContext): string[] {
  const out = rawPlots(ctx);
  return out.length ? out : [''];
}

function rawPlots(ctx: SprPlotContext): string[] {
  const out: string[] = [];
  const max = ctx.linked || ctx.struck ? 0 : maxSpeed(ctx);
  let layer: string[] = [''];
  for (let len = 0; len <= max; len++) {
    for (const p of layer) if (checkRaw(ctx, p).legal) out.push(p);
    if (len < max) layer = layer.flatMap((p) => [`${p}F`, `${p}P`, `${p}S`]);
  }
  return out;
}
