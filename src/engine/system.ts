/**
 * The rule-system boundary: five operations dispatched on `static.system`. Captains, the lab, the
 * reports and the player interface still read WS&IM shapes besides these (docs/architecture.md lists
 * what a second rule system would have to touch today).
 */
import type { GameState, OrdersBySide, PlayerView, SideId } from './types.js';
import type { GameEvent } from './events.js';
import type { PlotCheck } from './plot.js';
import type { ResolveOptions } from './turn.js';

export interface RuleSystem {
  readonly id: string;
  legalPlots(state: GameState, shipId: string): string[];
  checkPlot(state: GameState, shipId: string, plot: string): PlotCheck;
  resolveTurn(state: GameState, orders: OrdersBySide, options?: ResolveOptions): { state: GameState; events: GameEvent[] };
  playerView(state: GameState, side: SideId): PlayerView;
  outcome(state: GameState): { over: boolean; winner: SideId | 'draw' | null; points: Record<SideId, number>; reason?: string; turn?: number };
}

const systems = new Map<string, RuleSystem>();

export function registerRuleSystem(system: RuleSystem): void {
  systems.set(system.id, system);
}

export function ruleSystemOf(state: { static: { system: string } }): RuleSystem {
  const s = systems.get(state.static.system);
  if (!s) throw new Error(`no rule system "${state.static.system}" is registered`);
  return s;
}
