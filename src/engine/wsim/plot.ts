/**
 * Movement plots (7.2 log notation; 20.2 backing sails; 20.3.4 springs): parsing, legality
 * with truncation at the infraction (7.2.7, 20.4.2.1) and enumeration of every legal plot.
 *
 * A plot is a sequence of unit steps: 'F' one hex forward, 'L'/'R' a 60° turn, 'B' a movement
 * factor spent in place (backing sails). The canonical spelling writes runs of 'F' as a digit
 * ("L1R1", "2", "BB2") and the empty plot as "0" (7.2.6).
 */
import { DIRECTIONS, dir, hexKey, type Dir, type Hex } from '../hex.js';
import { ATTITUDE_BY_K } from './tables/movement.js';
import { SPRINGS_MAX_TURNS } from './tables/constants.js';
import type { Attitude, Level } from './types.js';

export type Step = 'F' | 'L' | 'R' | 'B';

export class PlotSyntaxError extends Error {
  readonly index: number;
  readonly text: string;
  constructor(message: string, text: string, index: number) {
    super(`${message} (plot "${text}", character ${index + 1})`);
    this.name = 'PlotSyntaxError';
    this.index = index;
    this.text = text;
  }
}

/**
 * 7.2.2–7.2.3, 7.2.6, 8.2.4, 20.2 parse a plot into unit steps. Digits move that many hexes,
 * L/R turn 60°, B backs sails; "0" alone (or "D", the drift notation) is no movement.
 * Case and spaces are ignored. Throws PlotSyntaxError with the offending character's index.
 */
export function parsePlot(text: string): Step[] {
  if (typeof text !== 'string') throw new PlotSyntaxError('a plot must be text', String(text), 0);
  const steps: Step[] = [];
  let seen = 0;
  let zeroAt = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i].toUpperCase();
    if (ch === ' ' || ch === '\t') continue;
    seen++;
    if (ch === 'L' || ch === 'R' || ch === 'B') steps.push(ch);
    else if (ch >= '1' && ch <= '9') {
      const n = ch.charCodeAt(0) - 48;
      for (let k = 0; k < n; k++) steps.push('F');
    } else if (ch === '0' || ch === 'D') {
      if (zeroAt < 0) zeroAt = i;
      else throw new PlotSyntaxError(`"${text[i]}" may only stand alone`, text, i);
    } else {
      throw new PlotSyntaxError(
        `unexpected "${text[i]}": a plot uses digits, L, R and B (or 0 for no movement)`,
        text,
        i,
      );
    }
  }
  if (seen === 0) throw new PlotSyntaxError('empty plot: write 0 for no movement (7.2.6)', text, 0);
  if (zeroAt >= 0 && seen > 1)
    throw new PlotSyntaxError(`"${text[zeroAt]}" (no movement) must stand alone`, text, zeroAt);
  return steps;
}

/** Canonical spelling of a step sequence. */
export function formatSteps(steps: readonly Step[]): string {
  if (steps.length === 0) return '0';
  let out = '';
  let run = 0;
  for (const s of steps) {
    if (s === 'F') {
      run++;
      continue;
    }
    while (run > 0) {
      const n = Math.min(9, run);
      out += String(n);
      run -= n;
    }
    out += s;
  }
  while (run > 0) {
    const n = Math.min(9, run);
    out += String(n);
    run -= n;
  }
  return out;
}

/** Canonical spelling of a plot text (throws PlotSyntaxError). */
export function canonicalPlot(text: string): string {
  return formatSteps(parsePlot(text));
}

/** How a ship may move this turn: 'normal', fixed in place, or one of the special cases. */
export type PlotMode =
  | 'normal'
  /** 8.2.3, 8.3.6, 9.1.6, 20.3.3, 11.4.2.2, 12.4.4: cannot move or turn */
  | 'fixed'
  /** 8.2.5 dismasted: may make a single 60° turn (when `dismastedTurn`) */
  | 'dismasted'
  /** 20.3.4 anchored by the bow or stern on springs: turn 60° or 120° in place */
  | 'springs';

/** Everything the legality check needs about one ship, computed by the Movement Notation Phase. */
export interface PlotContext {
  level: Level;
  bow: Hex;
  heading: Dir;
  windDirection: Dir;
  /** 7.1.12 allowance in each attitude (after rigging loss and wind) */
  allowance: Record<Attitude, number>;
  /** 7.1.1, 7.1.13 allowance of the attitude at the start of the phase: caps the whole plot */
  startAllowance: number;
  /** 7.1.9 turning ability this phase (20.4.1.2 already applied) */
  turning: number;
  mode: PlotMode;
  /** reason shown when mode is 'fixed' */
  fixedReason?: string;
  /** 8.2.5 dismasted ship has waited long enough for a turn */
  dismastedTurn?: boolean;
  /** 20.3.8.2 springs no longer usable (an anchor lost) */
  springsPivot?: 'bow' | 'stern';
  /** 20.4.1.1 must move one hex straight ahead before turning, or only turn in place */
  mustStartStraight?: boolean;
  /** 36.2.2 a mast hangs over the side: no turn at all, not even the free turn of 7.1.15 */
  cannotTurn?: boolean;
  /** 20.4.2 may not begin with a turn unless that turn is the whole plot */
  noOpeningTurn?: boolean;
  /** 18.2.2.3 becalmed: turning only */
  becalmed?: boolean;
  /** land hexes (keys); entering one is an infraction */
  land?: ReadonlySet<number>;
  /** 7.2.8 the ship enters the board this turn: its first step must bring the bow onto the board */
  entering?: boolean;
}

export interface PlotCheck {
  legal: boolean;
  /** canonical spelling of the part that is executed (7.2.7) */
  executed: string;
  steps: Step[];
  /** why the plot was truncated */
  reason?: string;
  /** index (0-based) of the first step not executed */
  infractionAt?: number;
}

const ATT_INDEX: Record<Attitude, number> = { A: 0, B: 1, C: 2, D: 3 };

/** Incremental legality walker shared by checkPlot and legalPlots. */
interface Walker {
  q: number;
  r: number;
  h: number;
  mf: number;
  turns: number;
  turnedHere: boolean;
  forward: number;
  count: number;
  stopped: boolean;
  /** 7.1.15 the free turn (allowance 0) or a 20.4 single opening turn: nothing may follow */
  closed: boolean;
  a0: number;
  a1: number;
  a2: number;
  a3: number;
  lastTurn: Step | null;
}

function startWalker(ctx: PlotContext): Walker {
  return {
    q: ctx.bow.q,
    r: ctx.bow.r,
    h: ctx.heading,
    mf: 0,
    turns: 0,
    turnedHere: false,
    forward: 0,
    count: 0,
    stopped: false,
    closed: false,
    a0: 0,
    a1: 0,
    a2: 0,
    a3: 0,
    lastTurn: null,
  };
}

function copyWalker(w: Walker): Walker {
  return {
    q: w.q,
    r: w.r,
    h: w.h,
    mf: w.mf,
    turns: w.turns,
    turnedHere: w.turnedHere,
    forward: w.forward,
    count: w.count,
    stopped: w.stopped,
    closed: w.closed,
    a0: w.a0,
    a1: w.a1,
    a2: w.a2,
    a3: w.a3,
    lastTurn: w.lastTurn,
  };
}

function attOf(h: number, wind: number): Attitude {
  return ATTITUDE_BY_K[(((h - wind) % 6) + 6) % 6];
}

function movedIn(w: Walker, i: number): number {
  return i === 0 ? w.a0 : i === 1 ? w.a1 : i === 2 ? w.a2 : w.a3;
}

/**
 * The key of the hex a step's land check reads — the hex the bow enters (F), the hex the stern swings into (L, R) —
 * or -1 for a step that reads none (backing sails, and every step of a ship on springs or dismasted: those checks
 * end before the land's).
 */
function landKeyOf(ctx: PlotContext, w: Walker, s: Step): number {
  if (ctx.mode !== 'normal' || s === 'B') return -1;
  if (s === 'F') {
    const v = DIRECTIONS[w.h];
    return hexKey({ q: w.q + v.q, r: w.r + v.r });
  }
  const sv = DIRECTIONS[(dir(w.h + (s === 'R' ? 1 : -1)) + 3) % 6];
  return hexKey({ q: w.q + sv.q, r: w.r + sv.r });
}

function isLand(ctx: PlotContext, key: number): boolean {
  return ctx.land !== undefined && ctx.land.size > 0 && ctx.land.has(key);
}

/** Returns null when `s` may be taken next, else the reason (with its rule number). */
function stepError(ctx: PlotContext, w: Walker, s: Step): string | null {
  if (w.closed) {
    return ctx.mode === 'dismasted'
      ? 'a dismasted ship may make only a single 60° turn (8.2.5)'
      : w.mf === 0 && ctx.startAllowance === 0
        ? 'a ship with no movement allowance may only turn once in place (7.1.15)'
        : 'an opening turn must be the only move this phase (20.4.1.1, 20.4.2)';
  }
  if (w.stopped) return 'the ship turned into attitude D and must stop (7.1.16)';
  if (ctx.entering && w.forward === 0 && s !== 'F' && ctx.mode === 'normal') {
    return 'a ship entering the board must first move onto it (7.2.8)';
  }
  if (ctx.mode === 'fixed') return ctx.fixedReason ?? 'the ship cannot move or turn this phase';
  if (ctx.mode === 'springs') {
    if (s !== 'L' && s !== 'R') return 'a ship on springs may only turn in place (20.3.4)';
    if (w.turns >= SPRINGS_MAX_TURNS) return 'springs turn a ship at most 120° (20.3.4.1)';
    if (w.lastTurn !== null && w.lastTurn !== s) return 'springs turn one way, 60° or 120° (20.3.4.1)';
    return null;
  }
  if (ctx.mode === 'dismasted') {
    if (s === 'L' || s === 'R')
      return ctx.dismastedTurn ? null : 'a dismasted ship must drift longer before turning (8.2.5)';
    return 'a dismasted ship cannot move (11.4.4.1)';
  }
  if (s === 'B') {
    if (ctx.level !== 'advanced') return 'backing sails is an Advanced Game rule (20.2)';
    if (ctx.becalmed) return 'becalmed: no movement other than turning (18.2.2.3)';
    if (w.mf + 1 > ctx.startAllowance)
      return 'backing sails spends a movement factor the ship does not have (20.2, 7.1.5)';
    return null;
  }
  if (s === 'F') {
    if (ctx.becalmed) return 'becalmed: no movement other than turning (18.2.2.3)';
    if (w.mf + 1 > ctx.startAllowance) return `the movement allowance is ${ctx.startAllowance} (7.1.5, 7.1.13)`;
    const att = attOf(w.h, ctx.windDirection);
    if (movedIn(w, ATT_INDEX[att]) + 1 > ctx.allowance[att]) {
      return `only ${ctx.allowance[att]} hex${ctx.allowance[att] === 1 ? '' : 'es'} may be moved in attitude ${att} (7.1.12)`;
    }
    if (isLand(ctx, landKeyOf(ctx, w, s))) return 'the bow would enter a land hex';
    return null;
  }
  // a turn
  if (w.turnedHere) return 'only one 60° turn per hex (7.1.8)';
  if (ctx.cannotTurn) return 'a mast hangs over the side: no turn until it is cut loose (36.2.2)';
  const free = ctx.startAllowance === 0;
  // 7.1.15 a ship with no allowance "may always turn in place 60 degrees"; 20.4.1.1 a ship that stood
  // still "can turn in place 60 degrees": neither is limited by the turning ability left after 20.4.1.2
  const turnInPlace = w.count === 0 && (free || ctx.mustStartStraight === true);
  if (!turnInPlace && w.turns + 1 > ctx.turning)
    return `the turning ability is ${ctx.turning} (7.1.9${ctx.mustStartStraight ? ', 20.4.1.2' : ''})`;
  if (free) {
    if (w.count > 0) return 'a ship with no movement allowance may only turn once in place (7.1.15)';
  } else {
    if (w.mf + 1 > ctx.startAllowance)
      return `a turn costs a movement factor and the allowance is ${ctx.startAllowance} (7.1.10, 7.1.11)`;
    if (ctx.mustStartStraight && w.forward === 0 && w.count > 0) {
      return 'a ship that did not move last phase must first move one hex straight ahead (20.4.1.1)';
    }
  }
  if (isLand(ctx, landKeyOf(ctx, w, s))) return 'the stern would swing into a land hex';
  return null;
}

function applyStep(ctx: PlotContext, w: Walker, s: Step): void {
  const first = w.count === 0;
  w.count++;
  if (ctx.mode === 'springs') {
    w.turns++;
    w.lastTurn = s;
    w.h = dir(w.h + (s === 'R' ? 1 : -1));
    if (ctx.springsPivot === 'stern') {
      // pivot on the stern hex: the stern stays, the bow swings (20.3.4)
      // (position bookkeeping for the walker only needs the heading)
    }
    return;
  }
  if (s === 'F') {
    const v = DIRECTIONS[w.h];
    w.q += v.q;
    w.r += v.r;
    w.mf++;
    const i = ATT_INDEX[attOf(w.h, ctx.windDirection)];
    if (i === 0) w.a0++;
    else if (i === 1) w.a1++;
    else if (i === 2) w.a2++;
    else w.a3++;
    w.forward++;
    w.turnedHere = false;
    return;
  }
  if (s === 'B') {
    w.mf++;
    return;
  }
  const free = ctx.startAllowance === 0;
  if (!free) w.mf++;
  w.turns++;
  w.turnedHere = true;
  w.lastTurn = s;
  w.h = dir(w.h + (s === 'R' ? 1 : -1));
  if (ctx.mode === 'dismasted' || free) w.closed = true;
  else if (first && (ctx.mustStartStraight || ctx.noOpeningTurn)) w.closed = true;
  if (attOf(w.h, ctx.windDirection) === 'D') w.stopped = true;
}

/**
 * 7.2.7 check a plot against the context: the executed part is everything before the first
 * infraction (for 20.4.2.1 the opening turn is kept and the rest voided).
 * Throws PlotSyntaxError for text that is not a plot.
 */
export function checkSteps(ctx: PlotContext, steps: readonly Step[]): PlotCheck {
  const w = startWalker(ctx);
  for (let i = 0; i < steps.length; i++) {
    const err = stepError(ctx, w, steps[i]);
    if (err) {
      const kept = steps.slice(0, i);
      return { legal: false, executed: formatSteps(kept), steps: kept, reason: err, infractionAt: i };
    }
    applyStep(ctx, w, steps[i]);
  }
  return { legal: true, executed: formatSteps(steps), steps: [...steps] };
}

export function checkPlotText(ctx: PlotContext, text: string): PlotCheck {
  return checkSteps(ctx, parsePlot(text));
}

const ALPHABET: readonly Step[] = ['F', 'L', 'R', 'B'];

/** A legal plot with the bow hex and heading it leaves the ship at (no collisions, no drift). */
export interface PlotEnd {
  plot: string;
  bow: Hex;
  heading: Dir;
}

/**
 * A plot end relative to the start: the bow's offset and the heading; with the walk's links, so that land can be
 * applied to a walk made without it (`parent`: the index of the plot one step shorter, `landAt`: the hex key the
 * last step's land check reads, as an offset from the start bow's key, null when it reads none).
 */
interface RelativeEnd {
  plot: string;
  dq: number;
  dr: number;
  heading: Dir;
  parent: number;
  landAt: number | null;
}

/**
 * Plot ends by everything in the context but the bow hex and the land: the legal plots and the offsets they move
 * the bow do not depend on where the ship is, and land only prunes the walk (a step into land is illegal, and so
 * is every plot through it), so each context is walked once and land applied to the walk's links.
 */
const relativeEnds = new Map<number, readonly RelativeEnd[]>();

const MODES: readonly PlotMode[] = ['normal', 'fixed', 'dismasted', 'springs'];

/** The context without the bow and the land as one number (mixed radix), or null when a figure is out of the usual bounds. */
function contextKey(ctx: PlotContext): number | null {
  const a = ctx.allowance;
  const figures = [a.A, a.B, a.C, a.D, ctx.startAllowance, ctx.turning];
  let key = 0;
  for (const f of figures) {
    if (!Number.isInteger(f) || f < 0 || f > 31) return null;
    key = key * 32 + f;
  }
  const flags = [
    ctx.level === 'advanced',
    ctx.dismastedTurn,
    ctx.springsPivot === 'stern',
    ctx.mustStartStraight,
    ctx.noOpeningTurn,
    ctx.becalmed,
    ctx.entering,
  ];
  for (const f of flags) key = key * 2 + (f ? 1 : 0);
  return ((key * 4 + MODES.indexOf(ctx.mode)) * 6 + ctx.heading) * 6 + ctx.windDirection;
}

/** The context's walk without land, relative to its bow, with the links that apply land to it. */
function relativeWalk(ctx: PlotContext): RelativeEnd[] {
  const links: WalkLink[] = [];
  const base = hexKey(ctx.bow);
  return walkPlotEnds({ ...ctx, land: undefined }, links).map((e, i) => ({
    plot: e.plot,
    dq: e.bow.q - ctx.bow.q,
    dr: e.bow.r - ctx.bow.r,
    heading: e.heading,
    parent: links[i].parent,
    landAt: links[i].landKey < 0 ? null : links[i].landKey - base,
  }));
}

/**
 * Every legal plot for the context with where it ends, each in its canonical spelling, without
 * duplicates (distinct step sequences have distinct canonical spellings). "0" is always first.
 */
export function enumeratePlotEnds(ctx: PlotContext): PlotEnd[] {
  const key = contextKey(ctx);
  if (key === null) return walkPlotEnds(ctx);
  let rel = relativeEnds.get(key);
  if (!rel) relativeEnds.set(key, (rel = relativeWalk(ctx)));
  const { q, r } = ctx.bow;
  const land = ctx.land !== undefined && ctx.land.size > 0 ? ctx.land : null;
  const out: PlotEnd[] = [{ plot: '0', bow: ctx.bow, heading: ctx.heading }];
  // hex keys are linear in q and r (hexKey), so a step's checked hex is the bow's key plus its offset
  const base = hexKey(ctx.bow);
  const kept = land ? new Uint8Array(rel.length) : null;
  if (kept) kept[0] = 1;
  for (let i = 1; i < rel.length; i++) {
    const e = rel[i];
    if (kept) {
      if (!kept[e.parent] || (e.landAt !== null && land!.has(base + e.landAt))) continue;
      kept[i] = 1;
    }
    out.push({ plot: e.plot, bow: { q: q + e.dq, r: r + e.dr }, heading: e.heading });
  }
  return out;
}

/** A node of the walk: the index of the plot one step shorter and the key its last step's land check read (-1: none). */
interface WalkLink {
  parent: number;
  landKey: number;
}

/**
 * The enumeration itself: the canonical text is built incrementally, a trailing run of hexes kept as a count.
 * With `links`, each plot's link in the walk is recorded (index for index with the plots returned).
 */
function walkPlotEnds(ctx: PlotContext, links?: WalkLink[]): PlotEnd[] {
  const start = startWalker(ctx);
  const out: PlotEnd[] = [{ plot: '0', bow: ctx.bow, heading: ctx.heading }];
  links?.push({ parent: 0, landKey: -1 });
  const springs = ctx.mode === 'springs';
  const walk = (w: Walker, prefix: string, run: number, self: number): void => {
    for (const s of ALPHABET) {
      if (s === 'B' && ctx.level !== 'advanced') continue;
      if (stepError(ctx, w, s)) continue;
      const next = copyWalker(w);
      applyStep(ctx, next, s);
      let nextPrefix = prefix;
      let nextRun = run;
      if (s === 'F') nextRun = run + 1;
      else {
        nextPrefix = prefix + (run > 0 ? runText(run) : '') + s;
        nextRun = 0;
      }
      const text = nextPrefix + (nextRun > 0 ? runText(nextRun) : '');
      const end = springs
        ? traceSteps(ctx.bow, ctx.heading, parsePlot(text), ctx.springsPivot)
        : { bow: { q: next.q, r: next.r }, heading: next.h as Dir };
      const index = out.length;
      out.push({ plot: text, bow: end.bow, heading: end.heading });
      links?.push({ parent: self, landKey: landKeyOf(ctx, w, s) });
      walk(next, nextPrefix, nextRun, index);
    }
  };
  walk(start, '', 0, 0);
  return out;
}

function runText(n: number): string {
  let t = '';
  while (n > 9) {
    t += '9';
    n -= 9;
  }
  return t + String(n);
}

/** Every legal plot for the context, canonical spelling, no duplicates; "0" is always legal. */
export function enumeratePlots(ctx: PlotContext): string[] {
  return enumeratePlotEnds(ctx).map((e) => e.plot);
}

/** Where a plot leaves a ship (no collisions, no drift): bow and heading after the steps. */
export function traceSteps(
  bow: Hex,
  heading: Dir,
  steps: readonly Step[],
  pivot: 'bow' | 'stern' = 'bow',
): { bow: Hex; heading: Dir } {
  let q = bow.q;
  let r = bow.r;
  let h: number = heading;
  for (const s of steps) {
    if (s === 'F') {
      const v = DIRECTIONS[h];
      q += v.q;
      r += v.r;
    } else if (s === 'L' || s === 'R') {
      const nh = dir(h + (s === 'R' ? 1 : -1));
      if (pivot === 'stern') {
        // 20.3.4 anchored by the stern: the stern hex stays, the bow swings round it
        const sv = DIRECTIONS[(h + 3) % 6];
        const sq = q + sv.q;
        const sr = r + sv.r;
        const bv = DIRECTIONS[nh];
        q = sq + bv.q;
        r = sr + bv.r;
      }
      h = nh;
    }
  }
  return { bow: { q, r }, heading: h as Dir };
}
