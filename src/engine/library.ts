/**
 * The built-in scenario library: every registered rule system's scenarios, in the order the systems were
 * registered (WS&IM first), each validated by its own system's loader.
 */
import { ruleSystems, type ScenarioBase, type ScenarioSummary } from './system.js';
import { ScenarioError } from './scenarioErrors.js';
import { didYouMean } from './nearest.js';

function all(): { scenario: ScenarioBase; summary: () => ScenarioSummary }[] {
  return ruleSystems().flatMap((system) =>
    system.builtInScenarios().map((scenario: ScenarioBase) => ({
      scenario,
      summary: () => system.describeScenario(scenario),
    })),
  );
}

export function listScenarios(): ScenarioSummary[] {
  return all().map((x) => x.summary());
}

/**
 * The line for a scenario id that is no built-in scenario: the nearest ids ("did you mean …?") and where the
 * list is, never the whole list.
 */
export function unknownScenarioText(id: string, orFile = false): string {
  const ids = all().map((x) => x.scenario.id);
  const near = didYouMean(id, ids);
  return `${id}: not a built-in scenario${orFile ? ' nor a .json file' : ''}${near ? ` — ${near}` : ''} (the ${ids.length} built-in scenarios: wsim scenario list)`;
}

/** A built-in scenario by id (a deep copy, safe to change). Throws ScenarioError for an unknown id. */
export function getScenario(id: string): ScenarioBase {
  const s = all().find((x) => x.scenario.id === id);
  if (!s) throw new ScenarioError(id, [unknownScenarioText(id)]);
  return structuredClone(s.scenario);
}

/** Ships per side, in the scenario's order of sides (every system's listing). */
export function scenarioSides(s: {
  sides: readonly { id: string; name: string }[];
  ships: readonly { side: string }[];
}): ScenarioSummary['sides'] {
  return s.sides.map((side) => ({
    id: side.id,
    name: side.name,
    ships: s.ships.filter((x) => x.side === side.id).length,
  }));
}
