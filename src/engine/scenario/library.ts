/** The built-in scenario library (JSON files beside this module). */
import frigateDuel from './library/frigate-duel.json' with { type: 'json' };
import solDuel from './library/sol-duel.json' with { type: 'json' };
import squadronAction from './library/squadron-action.json' with { type: 'json' };
import constitutionGuerriere from './library/constitution-guerriere.json' with { type: 'json' };
import marsHercule from './library/mars-hercule.json' with { type: 'json' };
import { loadScenario, ScenarioError, type Scenario } from './load.js';
import { sprBuiltInScenarios } from '../springelkamp/scenarios/index.js';

const RAW: readonly unknown[] = [frigateDuel, solDuel, squadronAction, constitutionGuerriere, marsHercule];

let cache: Scenario[] | null = null;

/** WS&IM's scenarios, then those of the other rule systems (each validated by its own loader; `system` names it). */
function all(): Scenario[] {
  cache ??= [
    ...RAW.map((r) => loadScenario(r, `built-in:${(r as { id: string }).id}`)),
    ...(sprBuiltInScenarios() as unknown as Scenario[]),
  ];
  return cache;
}

export interface ScenarioSummary {
  id: string;
  name: string;
  ships: number;
  level: string;
  victory: string;
  turnLimit: number | null;
  /** the rule system that plays it */
  system: string;
}

export function listScenarios(): ScenarioSummary[] {
  return all().map((s) => ({
    id: s.id,
    name: s.name,
    ships: s.ships.length,
    level: (s as { system?: string }).system === undefined ? (s.rules?.level ?? 'basic') : sprLevel(s),
    victory: s.victory ?? (s.ships.length === 2 ? 'single-ship' : 'points'),
    turnLimit: s.turnLimit ?? null,
    system: (s as { system?: string }).system ?? 'wsim',
  }));
}

/** A Springelkamp scenario's level: basic, or the special rules it switches on. */
function sprLevel(s: Scenario): string {
  const on = Object.entries((s.rules as { special?: Record<string, boolean> } | undefined)?.special ?? {}).filter(([, v]) => v).map(([k]) => k);
  return on.length ? `special: ${on.join(', ')}` : 'basic';
}

/** A built-in scenario by id (a deep copy, safe to change). Throws ScenarioError for an unknown id. */
export function getScenario(id: string): Scenario {
  const s = all().find((x) => x.id === id);
  if (!s) throw new ScenarioError(id, [`${id}: unknown scenario (built-in: ${all().map((x) => x.id).join(', ')})`]);
  return structuredClone(s);
}
