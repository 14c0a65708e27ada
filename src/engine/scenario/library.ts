/** The built-in scenario library (JSON files beside this module). */
import frigateDuel from './library/frigate-duel.json' with { type: 'json' };
import solDuel from './library/sol-duel.json' with { type: 'json' };
import squadronAction from './library/squadron-action.json' with { type: 'json' };
import constitutionGuerriere from './library/constitution-guerriere.json' with { type: 'json' };
import marsHercule from './library/mars-hercule.json' with { type: 'json' };
import { loadScenario, ScenarioError, type Scenario } from './load.js';

const RAW: readonly unknown[] = [frigateDuel, solDuel, squadronAction, constitutionGuerriere, marsHercule];

let cache: Scenario[] | null = null;

function all(): Scenario[] {
  cache ??= RAW.map((r) => loadScenario(r, `built-in:${(r as { id: string }).id}`));
  return cache;
}

export interface ScenarioSummary {
  id: string;
  name: string;
  /** the year of the action, when the scenario gives one */
  year: number | null;
  ships: number;
  /** ships per side, in the scenario's order of sides */
  sides: { id: string; name: string; ships: number }[];
  level: string;
  victory: string;
  turnLimit: number | null;
}

export function listScenarios(): ScenarioSummary[] {
  return all().map((s) => ({
    id: s.id,
    name: s.name,
    year: s.year ?? null,
    ships: s.ships.length,
    sides: s.sides.map((side) => ({ id: side.id, name: side.name, ships: s.ships.filter((x) => x.side === side.id).length })),
    level: s.rules?.level ?? 'basic',
    victory: s.victory ?? (s.ships.length === 2 ? 'single-ship' : 'points'),
    turnLimit: s.turnLimit ?? null,
  }));
}

/** A built-in scenario by id (a deep copy, safe to change). Throws ScenarioError for an unknown id. */
export function getScenario(id: string): Scenario {
  const s = all().find((x) => x.id === id);
  if (!s) throw new ScenarioError(id, [`${id}: unknown scenario (built-in: ${all().map((x) => x.id).join(', ')})`]);
  return structuredClone(s);
}
