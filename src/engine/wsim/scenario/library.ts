/** WS&IM's built-in scenarios (JSON files beside this module); src/engine/library.ts lists every system's. */
import frigateDuel from './library/frigate-duel.json' with { type: 'json' };
import solDuel from './library/sol-duel.json' with { type: 'json' };
import squadronAction from './library/squadron-action.json' with { type: 'json' };
import constitutionGuerriere from './library/constitution-guerriere.json' with { type: 'json' };
import marsHercule from './library/mars-hercule.json' with { type: 'json' };
import rangerDrake from './library/ranger-drake.json' with { type: 'json' };
import flamboroughHead from './library/flamborough-head.json' with { type: 'json' };
import capeHenry from './library/cape-henry.json' with { type: 'json' };
import suffrenHughes from './library/suffren-hughes.json' with { type: 'json' };
import nympheCleopatre from './library/nymphe-cleopatre.json' with { type: 'json' };
import droitsDeLHomme from './library/droits-de-l-homme.json' with { type: 'json' };
import ambuscadeBayonnaise from './library/ambuscade-bayonnaise.json' with { type: 'json' };
import constellationInsurgente from './library/constellation-insurgente.json' with { type: 'json' };
import constellationVengeance from './library/constellation-vengeance.json' with { type: 'json' };
import algeciras from './library/algeciras.json' with { type: 'json' };
import lissa from './library/lissa.json' with { type: 'json' };
import unitedStatesMacedonian from './library/united-states-macedonian.json' with { type: 'json' };
import constitutionJava from './library/constitution-java.json' with { type: 'json' };
import chesapeakeShannon from './library/chesapeake-shannon.json' with { type: 'json' };
import lakeErie from './library/lake-erie.json' with { type: 'json' };
import waspReindeer from './library/wasp-reindeer.json' with { type: 'json' };
import lakeChamplain from './library/lake-champlain.json' with { type: 'json' };
import president from './library/president.json' with { type: 'json' };
import constitutionCyaneLevant from './library/constitution-cyane-levant.json' with { type: 'json' };
import harbourAction from './library/harbour-action.json' with { type: 'json' };
import basicDuel from './library/basic-duel.json' with { type: 'json' };
import shoalWater from './library/shoal-water.json' with { type: 'json' };
import fortMchenry from './library/fort-mchenry.json' with { type: 'json' };
import fleetAction from './library/fleet-action.json' with { type: 'json' };
import { loadScenario, type Scenario } from './load.js';
import type { ScenarioSummary } from '../../system.js';
import { scenarioSides } from '../../library.js';

const RAW: readonly unknown[] = [
  // teaching and test-bed scenarios
  frigateDuel,
  solDuel,
  squadronAction,
  harbourAction,
  basicDuel,
  shoalWater,
  fleetAction,
  // historical actions, in date order
  rangerDrake,
  flamboroughHead,
  capeHenry,
  suffrenHughes,
  nympheCleopatre,
  droitsDeLHomme,
  marsHercule,
  ambuscadeBayonnaise,
  constellationInsurgente,
  constellationVengeance,
  algeciras,
  lissa,
  constitutionGuerriere,
  unitedStatesMacedonian,
  constitutionJava,
  chesapeakeShannon,
  lakeErie,
  waspReindeer,
  lakeChamplain,
  president,
  constitutionCyaneLevant,
  fortMchenry,
];

let cache: Scenario[] | null = null;

/** WS&IM's built-in scenarios, validated once. */
export function wsimBuiltInScenarios(): Scenario[] {
  cache ??= RAW.map((r) => loadScenario(r, `built-in:${(r as { id: string }).id}`));
  return cache;
}

/** A WS&IM scenario's line in the library's listing. */
export function describeWsimScenario(s: Scenario): ScenarioSummary {
  return {
    id: s.id,
    name: s.name,
    year: s.year ?? null,
    ships: s.ships.length,
    sides: scenarioSides(s),
    level: s.rules?.level ?? 'basic',
    victory: s.victory ?? (s.ships.length === 2 ? 'single-ship' : 'points'),
    turnLimit: s.turnLimit ?? null,
    system: 'wsim',
  };
}
