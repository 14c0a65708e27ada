/**
 * Movement Execution Phase (8.0): all plots are executed simultaneously, one step at a time (8.1,
 * 8.3.1 — a turn counts as a step), then drifting ships drift on the last move of the phase (8.2,
 * 8.3.3). Two ships trying to occupy one hex at the same step collide (8.3.2): the occupant keeps
 * it; a bow beats a swinging stern; otherwise a die for each ship, high keeps it. The others go back
 * to where they were before that step and every ship involved stops (8.3.4). Each collision is
 * checked for fouling (8.3.5).
 */
import { DIRECTIONS, dir, hexKey, hexLabel, type Dir, type Hex } from '../../hex.js';
import { formatSteps, parsePlot, type Step } from '../plot.js';
import { isAfloat, isDismasted, isEntering, specOf } from '../ship.js';
import { FOULING } from '../tables/contact.js';
import { DRIFT_EVERY_NTH_TURN, SHIP_OF_THE_LINE_MAX_CLASS } from '../tables/movement.js';
import type { TurnContext } from '../context.js';
import type { ShipState } from '../types.js';
import { wakeStep } from '../towing.js';
import { castTheLead, runAground, shallowHex, shoalMapOf, wreck } from '../aground.js';
import { landSetOf } from '../land.js';

type Role = 'bow' | 'swing' | 'drift';

interface Mover {
  i: number;
  ship: ShipState;
  bow: Hex;
  heading: Dir;
  steps: Step[];
  pivot: 'bow' | 'stern';
  /** entering ship not yet on the board: its hexes occupy nothing */
  virtual: boolean;
  stopped: boolean;
  forward: number;
  lastStepTurn: boolean;
  turned: boolean;
  drifts: boolean;
  moved: boolean;
  startBow: Hex;
  startHeading: Dir;
  /** the steps actually carried out (8.3.4: the log is corrected to the actual move) */
  taken: Step[];
  drifted: boolean;
  /** 35.4.2 the ship this one tows: she moves in this ship's wake, on this ship's plot */
  trailer?: Mover;
  /** 35.4.2 the ship towing this one */
  towedBy?: Mover;
}

interface Proposal {
  m: Mover;
  step?: Step;
  bow: Hex;
  heading: Dir;
  entered: { key: number; role: Role }[];
  oldKeys: number[];
  newKeys: number[];
  kind: 'step' | 'drift';
  forward: boolean;
  turn: boolean;
  /** 35.4.2 where the towed ship goes with this step (her keys are part of oldKeys and newKeys) */
  trailer?: { m: Mover; bow: Hex; heading: Dir; turns: number; oldKeys: number[]; newKeys: number[] };
}

function keysOf(bow: Hex, heading: Dir): [number, number] {
  const v = DIRECTIONS[(heading + 3) % 6];
  return [hexKey(bow), hexKey({ q: bow.q + v.q, r: bow.r + v.r })];
}

function stepProposal(m: Mover, s: Step): Proposal | null {
  if (s === 'B') return null;
  const oldKeys: number[] = m.virtual ? [] : keysOf(m.bow, m.heading);
  let bow = m.bow;
  let heading = m.heading;
  let role: Role;
  if (s === 'F') {
    const v = DIRECTIONS[heading];
    bow = { q: bow.q + v.q, r: bow.r + v.r };
    role = 'bow';
  } else {
    const nh = dir(heading + (s === 'R' ? 1 : -1));
    if (m.pivot === 'stern') {
      const sv = DIRECTIONS[(heading + 3) % 6];
      const bv = DIRECTIONS[nh];
      bow = { q: bow.q + sv.q + bv.q, r: bow.r + sv.r + bv.r };
    }
    heading = nh;
    role = 'swing';
  }
  const newKeys = keysOf(bow, heading);
  if (m.trailer) return towProposal(m, s, bow, heading, role, oldKeys, newKeys);
  const entered = newKeys.filter((k) => !oldKeys.includes(k)).map((key) => ({ key, role }));
  return { m, step: s, bow, heading, entered, oldKeys, newKeys, kind: 'step', forward: s === 'F', turn: s !== 'F' };
}

/**
 * 35.4.2 a towing ship's step moves the pair as one body: on a hex forward the towed ship follows in
 * the wake (her bow into the hex it points at, turned towards the tower's old bow hex); on a turn she
 * stays. A turn that would swing the tower's stern onto her own tow is not made (I-TOW-3).
 */
function towProposal(
  m: Mover,
  s: Step,
  bow: Hex,
  heading: Dir,
  role: Role,
  towerOld: number[],
  towerNew: number[],
): Proposal | null {
  const t = m.trailer!;
  const tOld = keysOf(t.bow, t.heading);
  const wake =
    s === 'F' ? wakeStep({ bow: t.bow, heading: t.heading }, m.bow) : { bow: t.bow, heading: t.heading, turns: 0 };
  const tNew = keysOf(wake.bow, wake.heading);
  if (towerNew.some((k) => tNew.includes(k))) return null;
  const oldKeys = [...towerOld, ...tOld];
  const newKeys = [...towerNew, ...tNew];
  const entered = newKeys.filter((k) => !oldKeys.includes(k)).map((key) => ({ key, role }));
  return {
    m,
    step: s,
    bow,
    heading,
    entered,
    oldKeys,
    newKeys,
    kind: 'step',
    forward: s === 'F',
    turn: s !== 'F',
    trailer: { m: t, bow: wake.bow, heading: wake.heading, turns: wake.turns, oldKeys: tOld, newKeys: tNew },
  };
}

function driftProposal(m: Mover, w: Dir): Proposal {
  const oldKeys = keysOf(m.bow, m.heading);
  const v = DIRECTIONS[w];
  const bow = { q: m.bow.q + v.q, r: m.bow.r + v.r };
  const newKeys = keysOf(bow, m.heading);
  const entered = newKeys.filter((k) => !oldKeys.includes(k)).map((key) => ({ key, role: 'drift' as const }));
  return { m, bow, heading: m.heading, entered, oldKeys, newKeys, kind: 'drift', forward: false, turn: false };
}

/**
 * 8.2.1–8.2.3.1 which ships drift this phase: single ships and fouled/grappled groups. Each drifting
 * ship maps to the ships of its group (8.2.3: fouled or grappled ships drift together, as one body).
 */
function driftingShips(ctx: TurnContext, movers: Mover[]): Map<number, number[]> {
  const { st } = ctx;
  const out = new Map<number, number[]>();
  const byId = new Map(movers.map((m) => [ctx.id(m.ship), m]));
  const seen = new Set<number>();
  for (const m of movers) {
    if (m.virtual || seen.has(m.i)) continue;
    // the connected group of fouled/grappled ships (8.2.1, 8.2.3)
    const group: Mover[] = [];
    const stack = [m];
    seen.add(m.i);
    while (stack.length) {
      const x = stack.pop()!;
      group.push(x);
      for (const other of ctx.linksOf(x.ship)) {
        const y = byId.get(other);
        if (y && !seen.has(y.i)) {
          seen.add(y.i);
          stack.push(y);
        }
      }
    }
    let n = Infinity;
    let sol = false;
    let anchored = false;
    if (ctx.st.rules.optional.towing) {
      // 35.4.2 a tow drifts as one body too
      for (let gi = 0; gi < group.length; gi++) {
        const x = group[gi];
        for (const y of [x.trailer, x.towedBy]) {
          if (y && !seen.has(y.i) && !y.virtual) {
            seen.add(y.i);
            group.push(y);
          }
        }
      }
    }
    for (const g of group) {
      const plottedForward = g.steps.includes('F');
      n = Math.min(n, plottedForward ? 0 : g.ship.stillPhases + 1);
      if (specOf(st, g.ship).shipClass <= SHIP_OF_THE_LINE_MAX_CLASS) sol = true; // 8.2.3.1
      if (ctx.advanced && (g.ship.anchor !== null || g.ship.upAnchorTurns > 0)) anchored = true;
      if (g.ship.aground) anchored = true; // 38.1 a ship aground does not drift, nor does what she holds
    }
    if (anchored || n < 2) continue;
    const every = sol ? DRIFT_EVERY_NTH_TURN.shipOfTheLine : DRIFT_EVERY_NTH_TURN.frigateOrSmaller; // 8.2.2
    if ((n - 2) % every !== 0) continue;
    const members = group.map((g) => g.i);
    for (const g of group) out.set(g.i, members);
  }
  return out;
}

/** A collision of one step: the ships, the one that keeps the hex, the dice rolled and the rule (8.3.2). */
interface Collision {
  key: number;
  ships: number[];
  kept: number;
  rolls?: Record<string, number>;
  reason: string;
}

/** What the phase keeps while its steps run: the movers, who occupies each hex, the collisions to roll fouling for. */
interface Execution {
  ctx: TurnContext;
  land: ReadonlySet<number>;
  /** 38.0 running aground in play */
  grounding: boolean;
  shoals: ReadonlyMap<number, number> | null;
  /** 38.3 ships driven onto land, with the hex */
  wrecked: Map<number, number>;
  movers: Mover[];
  byIndex: Map<number, Mover>;
  occupancy: Map<number, number>;
  /** 8.3.5 the ships of each collision, for one fouling roll per collision */
  foulGroups: number[][];
}

/** Every ship that moves this phase, afloat or entering (7.2.8: an entering ship starts a hex off the board). */
function moversOf(ctx: TurnContext, occupancy: Map<number, number>): Mover[] {
  const { state, scratch } = ctx;
  const movers: Mover[] = [];
  state.ships.forEach((ship, i) => {
    const entering = isEntering(state, ship);
    if (!entering && !isAfloat(ship)) return;
    const id = ctx.id(ship);
    const executed = scratch.executed[id] ?? '0';
    const steps = parsePlot(executed);
    const v = DIRECTIONS[ship.heading];
    const bow = entering ? { q: ship.bow.q - v.q, r: ship.bow.r - v.r } : ship.bow;
    const m: Mover = {
      i,
      ship,
      bow,
      heading: ship.heading,
      steps,
      pivot: ctx.advanced && ship.anchor === 'AS' ? 'stern' : 'bow',
      virtual: entering,
      stopped: false,
      forward: 0,
      lastStepTurn: false,
      turned: false,
      drifts: false,
      moved: false,
      startBow: bow,
      startHeading: ship.heading,
      taken: [],
      drifted: false,
    };
    movers.push(m);
    if (!entering) for (const k of keysOf(bow, ship.heading)) occupancy.set(k, i);
  });
  return movers;
}

/** 35.4.2 from the turn after it is rigged, the towed ship moves on the tower's plot. */
function linkTows(ctx: TurnContext, movers: Mover[]): void {
  const { state, st } = ctx;
  if (!st.rules.optional.towing || !state.tows) return;
  const index = new Map(movers.map((m) => [ctx.id(m.ship), m]));
  for (const t of state.tows) {
    const tower = index.get(t.tower);
    const towed = index.get(t.towed);
    if (t.since >= ctx.turn || !tower || !towed || tower.virtual || towed.virtual) continue;
    tower.trailer = towed;
    towed.towedBy = tower;
  }
}

/** The hexes each proposal enters, claimant by claimant; a step onto land is held back (38.3 a drift wrecks her). */
function claimHexes(
  ex: Execution,
  proposals: Proposal[],
  losers: Set<number>,
): Map<number, { p: Proposal; role: Role }[]> {
  const claims = new Map<number, { p: Proposal; role: Role }[]>();
  for (const p of proposals) {
    for (const e of p.entered) {
      if (ex.land.has(e.key)) {
        losers.add(p.m.i); // drifting onto land is blocked
        if (ex.grounding && p.kind === 'drift') ex.wrecked.set(p.m.i, e.key); // 38.3 … or, running aground in play, wrecks her
        continue;
      }
      const list = claims.get(e.key);
      if (list) list.push({ p, role: e.role });
      else claims.set(e.key, [{ p, role: e.role }]);
    }
  }
  return claims;
}

/** 8.3.2 a die for each ship, high keeps the hex, the tied rolling again; the dice by ship go into `rolls`. */
function rollForHex(ex: Execution, pool: number[], rolls: Record<string, number>): number {
  for (;;) {
    let best = -1;
    let top: number[] = [];
    for (const i of pool) {
      const d = ex.ctx.dice.d6();
      rolls[ex.ctx.id(ex.byIndex.get(i)!.ship)] = d;
      if (d > best) {
        best = d;
        top = [i];
      } else if (d === best) top.push(i);
    }
    if (top.length === 1) return top[0];
    pool = top;
  }
}

/** 8.3.2 who keeps each hex claimed: the ship in it, a bow over a swinging stern, else the high die. */
function settleClaims(
  ex: Execution,
  claims: Map<number, { p: Proposal; role: Role }[]>,
  proposing: Map<number, Proposal>,
  losers: Set<number>,
): Collision[] {
  const collisions: Collision[] = [];
  for (const [key, list] of claims) {
    const occ = ex.occupancy.get(key);
    const occStays =
      occ !== undefined &&
      !list.some((c) => c.p.m.i === occ) &&
      !(proposing.get(occ)?.oldKeys.includes(key) && !proposing.get(occ)?.newKeys.includes(key));
    if (occ !== undefined && occStays) {
      for (const c of list) losers.add(c.p.m.i);
      collisions.push({
        key,
        ships: [occ, ...list.map((c) => c.p.m.i)],
        kept: occ,
        reason: 'the ship in the hex keeps it (8.3.2)',
      });
      continue;
    }
    if (list.length < 2) continue;
    let candidates = list;
    let reason = 'high die keeps the hex (8.3.2)';
    const bows = list.filter((c) => c.role === 'bow');
    if (bows.length > 0 && bows.length < list.length && list.some((c) => c.role === 'swing')) {
      candidates = bows;
      reason = 'a bow beats a swinging stern (8.3.2)';
    }
    let winner = candidates[0].p.m.i;
    let rolls: Record<string, number> | undefined;
    if (candidates.length > 1) {
      rolls = {};
      winner = rollForHex(
        ex,
        candidates.map((c) => c.p.m.i),
        rolls,
      );
    }
    for (const c of list) if (c.p.m.i !== winner) losers.add(c.p.m.i);
    collisions.push({ key, ships: list.map((c) => c.p.m.i), kept: winner, rolls, reason });
  }
  return collisions;
}

/**
 * A winner that lost elsewhere goes back too; cascade: a ship going back keeps its old hexes (8.3.2), and
 * 8.2.3 a fouled or grappled group drifts as one body: one member held back holds them all.
 */
function holdBack(
  proposals: Proposal[],
  proposing: Map<number, Proposal>,
  losers: Set<number>,
  collisions: Collision[],
  together?: Map<number, number[]>,
): void {
  let changed = true;
  while (changed) {
    changed = false;
    if (together) {
      for (const i of [...losers]) {
        for (const j of together.get(i) ?? []) {
          if (!losers.has(j) && proposing.has(j)) {
            losers.add(j);
            changed = true;
          }
        }
      }
    }
    const held = new Map<number, number>();
    for (const p of proposals) if (losers.has(p.m.i)) for (const k of p.oldKeys) held.set(k, p.m.i);
    for (const p of proposals) {
      if (losers.has(p.m.i)) continue;
      for (const e of p.entered) {
        const h = held.get(e.key);
        if (h !== undefined && h !== p.m.i) {
          losers.add(p.m.i);
          collisions.push({
            key: e.key,
            ships: [h, p.m.i],
            kept: h,
            reason: 'a ship forced back keeps its hex (8.3.2)',
          });
          changed = true;
          break;
        }
      }
    }
  }
}

/** The collisions of a step as events, each noted for its fouling roll (8.3.5); the ships involved. */
function reportCollisions(ex: Execution, collisions: Collision[], step: number): Set<number> {
  const { ctx } = ex;
  const involved = new Set<number>();
  for (const c of collisions) {
    for (const i of c.ships) involved.add(i);
    ex.foulGroups.push([c.kept, ...c.ships.filter((i) => i !== c.kept)]); // the kept ship first (log order)
    const rolls = c.rolls;
    ctx.emit({
      type: 'collision',
      turn: ctx.turn,
      step,
      hex: hexLabelOfKey(c.key),
      ships: c.ships.map((i) => ctx.id(ex.byIndex.get(i)?.ship ?? ctx.state.ships[i])),
      kept: ctx.id(ctx.state.ships[c.kept]),
      ...(rolls ? { rolls } : {}),
      reason: c.reason,
    });
  }
  return involved;
}

/** 35.4.2 the towed ship follows the tower's step: her hexes, and on a hex forward her actual move for her log. */
function moveTrailer(ex: Execution, p: Proposal): void {
  const tr = p.trailer!;
  for (const k of tr.newKeys) ex.occupancy.set(k, tr.m.i);
  for (const k of keysOf(p.bow, p.heading)) ex.occupancy.set(k, p.m.i);
  if (p.forward) {
    // 35.4.2 the towed ship's actual move, for her log: a hex forward and the turns into the wake
    tr.m.taken.push('F');
    for (let k = 0; k < Math.abs(tr.turns); k++) tr.m.taken.push(tr.turns > 0 ? 'R' : 'L');
    tr.m.forward++;
    tr.m.moved = true;
    if (tr.turns) tr.m.turned = true;
    tr.m.lastStepTurn = tr.turns !== 0;
  }
  tr.m.bow = tr.bow;
  tr.m.heading = tr.heading;
}

/** 38.0–38.1 a step into water as deep as her depth value or shallower: aground there, no further (a tow too). */
function groundOnShoals(
  ex: Execution,
  p: Proposal,
  from: { bow: Hex; heading: Dir },
  trFrom: typeof from | null,
): void {
  const { ctx, shoals } = ex;
  const { st } = ctx;
  const m = p.m;
  const tr = p.trailer;
  const own = tr ? keysOf(p.bow, p.heading) : p.newKeys;
  const hit = shallowHex(
    shoals,
    p.entered.map((e) => e.key).filter((k) => own.includes(k)),
    st.ships[m.ship.idx].depth,
  );
  if (hit && !m.ship.aground) {
    m.stopped = true;
    runAground(ctx, m.ship, hit.key, hit.depth, from);
  }
  // 35.4.2 with 38.0 the ship in tow grounds on her own draught, and holds the tower there too
  const th =
    tr && p.forward
      ? shallowHex(
          shoals,
          tr.newKeys.filter((k) => !tr.oldKeys.includes(k)),
          st.ships[tr.m.ship.idx].depth,
        )
      : null;
  if (tr && th && !tr.m.ship.aground) {
    m.stopped = true;
    runAground(ctx, tr.m.ship, th.key, th.depth, trFrom!);
  }
}

/** A proposal that keeps its hexes is carried out: the ship (and her tow) moves, grounds, enters the board. */
function carryOut(ex: Execution, p: Proposal): void {
  const { ctx } = ex;
  const m = p.m;
  const tr = p.trailer;
  const trFrom = tr ? { bow: tr.m.bow, heading: tr.m.heading } : null;
  for (const k of p.oldKeys)
    if (ex.occupancy.get(k) === m.i || (tr && ex.occupancy.get(k) === tr.m.i)) ex.occupancy.delete(k);
  if (tr) moveTrailer(ex, p);
  else for (const k of p.newKeys) ex.occupancy.set(k, m.i);
  const from = { bow: m.bow, heading: m.heading };
  m.bow = p.bow;
  m.heading = p.heading;
  m.moved = true;
  if (ex.shoals) groundOnShoals(ex, p, from, trFrom);
  if (p.kind === 'drift') m.drifted = true;
  if (p.kind === 'step') {
    m.taken.push(p.step!);
    if (p.forward) {
      m.forward++;
      if (m.virtual) {
        m.virtual = false;
        ctx.emit({ type: 'entered', turn: ctx.turn, ship: ctx.id(m.ship), hex: hexLabel(m.bow) });
      }
    }
    m.lastStepTurn = p.turn;
    if (p.turn) m.turned = true;
  }
}

/** One step of every ship at once (8.3.1), or the drift (8.3.3): claims, collisions, the moves carried out. */
function runTick(ex: Execution, proposals: Proposal[], step: number, together?: Map<number, number[]>): void {
  if (proposals.length === 0) return;
  const proposing = new Map(proposals.map((p) => [p.m.i, p]));
  for (const p of proposals) if (p.trailer) proposing.set(p.trailer.m.i, p); // 35.4.2 the pair moves as one
  const losers = new Set<number>();
  const claims = claimHexes(ex, proposals, losers);
  const collisions = settleClaims(ex, claims, proposing, losers);
  holdBack(proposals, proposing, losers, collisions, together);
  const involved = reportCollisions(ex, collisions, step);
  for (const p of proposals) if (!losers.has(p.m.i)) carryOut(ex, p);
  for (const i of involved) {
    const m = ex.byIndex.get(i);
    if (m) m.stopped = true; // 8.3.4
    if (m?.towedBy) m.towedBy.stopped = true; // 35.4.2 a tow is stopped as one body
  }
}

/** 8.1, 8.3.1 the plots step by step, every ship's step at once. */
function runSteps(ex: Execution, maxSteps: number): void {
  for (let t = 0; t < maxSteps; t++) {
    const proposals: Proposal[] = [];
    for (const m of ex.movers) {
      if (m.stopped || t >= m.steps.length) continue;
      const s = m.steps[t];
      if (s === 'B') {
        m.lastStepTurn = false;
        m.taken.push('B');
        continue;
      }
      const p = stepProposal(m, s);
      if (p) proposals.push(p);
      else if (m.trailer) m.stopped = true; // I-TOW-3 the tower's stern would swing onto her tow
    }
    runTick(ex, proposals, t + 1);
  }
}

/** 8.3.3 drift on the last move of the phase, a fouled or grappled group as one body (8.2.3). */
function runDrift(ex: Execution, drifting: Map<number, number[]>, maxSteps: number): void {
  const { ctx } = ex;
  const driftProposals: Proposal[] = [];
  for (const m of ex.movers)
    if (m.drifts && !m.virtual) driftProposals.push(driftProposal(m, ctx.state.wind.direction));
  if (!driftProposals.length) return;
  const before = new Map(driftProposals.map((p) => [p.m.i, p.m.bow]));
  runTick(ex, driftProposals, maxSteps + 1, drifting);
  const groups = new Map<string, { ids: string[]; blocked: boolean }>();
  for (const p of driftProposals) {
    const moved = p.m.bow !== before.get(p.m.i);
    const id = ctx.id(p.m.ship);
    const g = groups.get(String(moved)) ?? { ids: [], blocked: !moved };
    g.ids.push(id);
    groups.set(String(moved), g);
  }
  for (const g of groups.values()) ctx.emit({ type: 'drift', turn: ctx.turn, ships: g.ids, blocked: g.blocked });
}

/**
 * Fouling (8.3.5): "for each collision, one of the involved players must roll": one die per collision; when it
 * fouls, every pair of ships in that collision is fouled (I-CONTACT-3).
 */
function rollFouling(ex: Execution): void {
  const { ctx } = ex;
  const { state } = ctx;
  const seenPairs = new Set<string>();
  for (const ships of ex.foulGroups) {
    const pairs: [string, string][] = [];
    const uniq = [...new Set(ships)];
    for (let u = 0; u < uniq.length; u++) {
      for (let v = u + 1; v < uniq.length; v++) {
        const a = uniq[u];
        const b = uniq[v];
        if (ex.byIndex.get(a)?.virtual || ex.byIndex.get(b)?.virtual) continue; // a ship that never entered
        const x = ctx.id(state.ships[a]);
        const y = ctx.id(state.ships[b]);
        const key = x < y ? `${x}|${y}` : `${y}|${x}`;
        if (seenPairs.has(key)) continue; // the same ships touching in two hexes are one collision
        if (state.fouls.some((f) => (f.a === x && f.b === y) || (f.a === y && f.b === x))) continue;
        pairs.push([x, y]);
      }
    }
    if (!pairs.length) continue;
    for (const [x, y] of pairs) seenPairs.add(x < y ? `${x}|${y}` : `${y}|${x}`);
    const die = ctx.dice.d6();
    const fouled = die <= FOULING.successAtMost;
    for (const [x, y] of pairs) {
      ctx.emit({ type: 'fouling', turn: ctx.turn, a: x, b: y, die, fouled });
      if (fouled) state.fouls = [...state.fouls, { a: x, b: y }];
    }
  }
}

/** Positions written back, with the movement records the next phases and turns need (8.3.4 the actual move). */
function writeBack(ctx: TurnContext, movers: readonly Mover[]): void {
  const { scratch } = ctx;
  for (const m of movers) {
    const ship = m.ship;
    const id = ctx.id(ship);
    if (m.virtual) continue; // never entered
    const wasEntering = !ship.onBoard;
    const actual = formatSteps(m.taken);
    scratch.executed[id] = actual; // 8.3.4
    if (m.moved && (!wasEntering || m.forward > 0)) {
      const from = wasEntering ? 'off board' : hexLabel(m.startBow);
      ctx.emit({
        type: 'moved',
        turn: ctx.turn,
        ship: id,
        from,
        to: hexLabel(m.bow),
        heading: m.heading + 1,
        steps: actual,
        drifted: m.drifted,
      });
    }
    ship.bow = m.bow;
    ship.heading = m.heading;
    ship.onBoard = true;
    ship.noMoveThisTurn = false; // 10.2.5 used up by this phase
    scratch.movedHexes[id] = m.forward;
    if (m.stopped && !scratch.collided.includes(id)) {
      // a ship is "involved in a collision" when it was stopped by one (8.3.4)
      scratch.collided.push(id);
    }
    ship.stillPhases = m.forward > 0 ? 0 : ship.stillPhases + 1;
    ship.stayedLastPhase = m.forward === 0;
    ship.endedWithTurn = m.lastStepTurn;
    if (isDismasted(ship)) ship.dismastedWait = m.turned ? 0 : ship.dismastedWait + 1;
    else ship.dismastedWait = 0;
  }
}

/** 39.2 the lead cast by the ships that moved; a ship on springs that turned 120° swung bow or stern two hexes: none. */
function castLeads(ctx: TurnContext, movers: readonly Mover[]): void {
  const springs = new Set(
    movers
      .filter((m) => m.pivot === 'stern' || (ctx.advanced && m.ship.anchor !== null && m.ship.anchor !== 'A'))
      .filter((m) => m.taken.filter((s) => s === 'L' || s === 'R').length >= 2)
      .map((m) => ctx.id(m.ship)),
  );
  castTheLead(ctx, ctx.scratch.movedHexes, springs);
}

export function movementExecutionPhase(ctx: TurnContext): void {
  const { state, st } = ctx;
  // 38.0 running aground on the scenario's shoals; 38.3 land wrecks a drifting ship
  const grounding = st.rules.optional.runningAground;
  const occupancy = new Map<number, number>();
  const movers = moversOf(ctx, occupancy);
  const ex: Execution = {
    ctx,
    land: landSetOf(st.landKeys),
    grounding,
    shoals: grounding ? shoalMapOf(st.map.shoals) : null,
    wrecked: new Map(),
    movers,
    byIndex: new Map(movers.map((m) => [m.i, m])),
    occupancy,
    foulGroups: [],
  };
  linkTows(ctx, movers);
  const drifting = driftingShips(ctx, movers);
  for (const i of drifting.keys()) ex.byIndex.get(i)!.drifts = true;
  const maxSteps = movers.reduce((a, m) => Math.max(a, m.steps.length), 0);
  runSteps(ex, maxSteps);
  runDrift(ex, drifting, maxSteps);
  // 38.3 ships driven onto land are destroyed
  for (const [i, key] of ex.wrecked) if (isAfloat(state.ships[i])) wreck(ctx, state.ships[i], key);
  rollFouling(ex);
  writeBack(ctx, movers);
  if (st.rules.optional.castingTheLead && st.map.shoals) castLeads(ctx, movers);
}

function hexLabelOfKey(k: number): string {
  const q = Math.floor(k / 65536) - (1 << 15);
  const r = (k % 65536) - (1 << 15);
  return hexLabel({ q, r });
}
