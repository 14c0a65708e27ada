/**
 * The computer captain explaining itself to the person playing it (`why` in `wsim play`, the panel of `wsim
 * serve`): each of its ships' chosen plot and the plots it weighed most, in the rules' words, and at the end of
 * a game the debrief — the turns where its own evaluation of the battle changed most, with the plots played.
 * The explanations are the captain's own (bots/explain.ts: made from its player view only) and are shown for
 * finished turns only (driver.ts `explanationsOf`).
 */
import type { AnyView, GameRecord } from '../index.js';
import type { Explanation, PlotWeighed } from '../../bots/index.js';
import type { ShipNames } from './glyphs.js';
import type { PlayRules } from './rules/types.js';

/** What the words need: the person's view (the wind, the rules level), ship names, the rule system's words. */
export interface WhyContext {
  view: AnyView;
  names: ShipNames;
  rules: PlayRules;
  ascii: boolean;
}

const num = (x: number, digits = 2) => `${x > 0 ? '+' : ''}${x.toFixed(digits)}`;
/** Rounded as shown (a change reads as the difference of the numbers shown). */
const round = (x: number) => Number(x.toFixed(2));

/** The rake's rule under the game's rules (WS&IM: 11.3.2 in the Basic Game, 24.4 in the Advanced). */
function rakeRule(c: WhyContext): string {
  return c.rules.rakeRule(c.view);
}

/** One plot weighed, in words. */
export function plotText(p: PlotWeighed, c: WhyContext): string {
  const parts = [`${p.plot || '0'} → ${c.rules.placementText(c.view, p.at, c.ascii)}`];
  parts.push(
    p.visits !== undefined ? `mean value ${p.value.toFixed(2)} over ${p.visits} simulations` : `value ${num(p.value)}`,
  );
  if (p.dealt !== undefined && p.received !== undefined)
    parts.push(`expected hits worth ${p.dealt.toFixed(2)} points dealt, ${p.received.toFixed(2)} received`);
  const rakes = [p.rakes ? `rakes (${rakeRule(c)})` : '', p.raked ? `raked (${rakeRule(c)})` : '']
    .filter(Boolean)
    .join(', ');
  if (rakes) parts.push(rakes);
  return parts.join('; ');
}

/** A captain's decision of a turn, ship by ship. */
export function explanationLines(e: Explanation, c: WhyContext): string[] {
  const out = [
    `Turn ${e.turn}: the ${e.captain} captain's decision, from its own view (it saw your ships as the rules show them; never your loads or orders)${e.iterations ? ` — ${e.iterations} simulations` : ''}:`,
  ];
  if (e.note) out.push(`  ${e.note}.`);
  for (const s of e.ships) {
    out.push(`${c.names.label(s.ship)} chose ${plotText(s.chosen, c)}.`);
    out.push('  It weighed most:');
    s.weighed.forEach((p, i) => out.push(`    ${i + 1}. ${plotText(p, c)}`));
  }
  out.push(`(Value: ${e.valueMeaning}.)`);
  return out;
}

/** A turn where the captain's evaluation changed much: from, to, and the plots both sides played. */
export interface Swing {
  turn: number;
  from: number;
  to: number;
  change: number;
  /** the plots of that turn, by ship */
  plots: Record<string, string>;
}

/** How many swings the debrief shows. */
export const SWINGS_SHOWN = 3;

/** The plots a record's turn holds, by ship. */
function plotsOf(record: GameRecord, turn: number): Record<string, string> {
  const out: Record<string, string> = {};
  const orders = record.turns[turn - 1] as Record<string, { ships?: Record<string, { plot?: string }> }> | undefined;
  for (const side of Object.values(orders ?? {}))
    for (const [id, o] of Object.entries(side?.ships ?? {})) if (o?.plot !== undefined) out[id] = o.plot;
  return out;
}

/**
 * The turns where the captain's evaluation changed most from the turn before (largest first): the evaluation
 * after the turn's decision against the one before it, with the plots played that turn.
 */
export function swings(explanations: readonly Explanation[], record: GameRecord): Swing[] {
  const list = explanations.filter((e) => e.evaluation !== null);
  const out: Swing[] = [];
  for (let i = 1; i < list.length; i++) {
    const from = list[i - 1].evaluation!;
    const to = list[i].evaluation!;
    out.push({ turn: list[i].turn, from, to, change: to - from, plots: plotsOf(record, list[i].turn) });
  }
  return out
    .filter((s) => s.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.turn - b.turn)
    .slice(0, SWINGS_SHOWN);
}

/** The debrief at the end of a game, in words. */
export function debriefLines(
  explanations: readonly Explanation[],
  record: GameRecord,
  names: ShipNames,
  hint?: string,
): string[] {
  if (!explanations.some((e) => e.evaluation !== null)) return [];
  const top = swings(explanations, record);
  const meaning = explanations.find((e) => e.evaluation !== null)!;
  const out = [
    `Debrief — where the battle swung, by the ${meaning.captain} captain's own evaluation (${meaning.evaluationMeaning}):`,
  ];
  if (!top.length) out.push('  Its evaluation never changed from one turn to the next.');
  for (const s of top) {
    const plots = Object.entries(s.plots)
      .map(([id, p]) => `${names.label(id)} ${p || '0'}`)
      .join(', ');
    out.push(
      `  Turn ${s.turn}: its evaluation ${s.change > 0 ? 'rose' : 'fell'} from ${num(s.from)} to ${num(s.to)} (${num(round(s.to) - round(s.from))})${plots ? `; plots played: ${plots}` : ''}.`,
    );
  }
  if (hint) out.push(`  ${hint}`);
  return out;
}
