/**
 * What a browser receives: one side's playerView turned into plain drawing data — the hexes with
 * the mapboard's labels, land, the ships' counters and logs, the wind — and, for the orders of the
 * current stage, what the rules allow (legal plot ends, fields of fire and fire options). Built
 * from the side's own view only: nothing here reads the full state (enemy loads stay hidden).
 */
import { outcome, formatEvent, type AnyEvent, type AnyView } from '../index.js';
import type { ShipNames } from '../play/glyphs.js';
import { playRulesOf } from '../play/rules/index.js';
import { opponentText } from '../play/level.js';
import { debriefLines, explanationLines } from '../play/why.js';
import { createCaptain, levelOfSpec, strengthText } from '../../bots/index.js';
import type { Match } from './match.js';
import type { Presenter } from './presenter.js';
import { presenterOf } from './presenters.js';

/** The events as the page receives them: moves carry their path (the presenter's, none when it has none). */
function withPaths(events: readonly AnyEvent[], p: Presenter): unknown[] {
  return events
    .filter((e) => e.type !== 'phase')
    .map((e) => (e.type === 'moved' ? { ...e, path: p.movePath?.(e) ?? [] } : e));
}

/** Readable lines of events (with every die), as the side may see them, in the words of the game's rule system. */
export function eventText(events: readonly AnyEvent[], names: ShipNames, board: AnyView): string[] {
  return events.filter((e) => e.type !== 'phase').map((e) => formatEvent(board, e, (id: string) => names.label(id)));
}

function thoughtStats(ms: number[]): { last: number; max: number; mean: number; count: number } | null {
  if (!ms.length) return null;
  return {
    last: ms[ms.length - 1],
    max: Math.max(...ms),
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
    count: ms.length,
  };
}

/**
 * The join link's secret, for the creator's seat only and only until a person has used it: never a seat token
 * (the joiner's seat token is given to the joiner alone when the link is spent).
 */
function joinLink(match: Match, side: string): { side: string; invite: string } | null {
  const open = match.openInvite();
  return side === match.seats[0].side && open?.invite ? { side: open.side, invite: open.invite } : null;
}

const explaining = new Map<string, boolean>();

/** Does the captain of this spec explain itself (bots/explain.ts)? Asked of a fresh captain once per spec. */
function explainsItself(spec: string): boolean {
  let known = explaining.get(spec);
  if (known === undefined) {
    known = typeof createCaptain(spec).explain === 'function';
    explaining.set(spec, known);
  }
  return known;
}

/**
 * A computer captain's reasons as a seat may read them: its last finished turn explained (never the turn being
 * written: driver.ts `explanationsOf`), and the debrief once the game is over.
 */
function captainReasons(match: Match, view: AnyView, seat: Match['seats'][number]) {
  if (seat.kind !== 'captain' || !seat.captain) return null;
  const names = match.names;
  const all = match.explanationsOf(seat.side);
  const last = all[all.length - 1];
  const ctx = { view, names, rules: playRulesOf(view), ascii: false };
  return {
    explains: explainsItself(seat.captain),
    turn: last?.turn ?? null,
    lines: last ? explanationLines(last, ctx) : [],
    debrief: match.state.result ? debriefLines(all, match.record, names) : [],
  };
}

/** The whole page state for one seat. */
export function seatState(match: Match, side: string): Record<string, unknown> {
  const view = match.view(side);
  const stage = match.stage;
  const needers = match.needers();
  const mine = needers.includes(side) && !match.ready.has(side);
  const commandable = stage && mine ? match.commandable(side) : [];
  const drafts = match.drafts[side] ?? {};
  const st = view.static;
  const o = outcome(match.state);
  const others = match.seats.filter((s) => s.side !== side);
  const p = presenterOf(view);
  const played = playRulesOf(view);
  const rules = { ...played.rulesOn(view), text: played.rulesText(view) };
  return {
    id: match.id,
    revision: match.revision,
    side,
    sides: st.sides,
    scenario: { id: st.scenarioId, name: st.scenarioName },
    rules,
    turn: view.turn,
    turnLimit: st.turnLimit,
    opponents: others.map((s) => {
      const level = s.captain ? levelOfSpec(s.captain) : null;
      return {
        side: s.side,
        kind: s.kind,
        captain: s.captain ?? null,
        // the level of play and its measured strength (bots/levels.ts), when the captain is one
        level: level ? { name: level.name, strength: strengthText(level) } : null,
        title: s.captain ? opponentText(s.captain) : null,
        joined: s.joined,
        thinking: match.thinking.has(s.side),
        thoughtMs: thoughtStats(match.thoughts[s.side] ?? []),
        why: captainReasons(match, view, s),
      };
    }),
    stage,
    stageTitle: stage ? playRulesOf(match.state).stageTitle(stage) : null,
    mine,
    ready: match.ready.has(side),
    waitingFor: needers.filter((s) => !match.ready.has(s)),
    thinking: [...match.thinking],
    commandable,
    drafts: Object.fromEntries(
      Object.entries(drafts).map(([id, d]) => [
        id,
        { orders: d, text: playRulesOf(view).describeOrders(d, match.names) },
      ]),
    ),
    options: Object.fromEntries(
      commandable.map((id) => [id, p.options({ names: match.names, state: match.state }, view, id, stage!)]),
    ),
    join: joinLink(match, side),
    seedMade: match.seedMade ?? null,
    advanced: rules.level === 'advanced',
    map: p.map(view),
    wind: p.wind(view),
    ships: p.ships(view, match.names),
    events: match
      .visibleEvents(side)
      .map((evs) => ({ lines: eventText(evs, match.names, view), events: withPaths(evs, p) })),
    over: o.over ? { winner: o.winner, reason: o.reason ?? '', points: o.points, turn: o.turn ?? view.turn } : null,
    error: match.error,
  };
}
