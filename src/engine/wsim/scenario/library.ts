/** The built-in scenario library (JSON files beside this module). */
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
import fleetAction from './library/fleet-action.json' with { type: 'json' };
import { loadScenario, ScenarioError, type Scenario } from './load.js';
import { sprBuiltInScenarios } from '../../springelkamp/scenarios/index.js';

const RAW: readonly unknown[] = [
  // teaching and test-bed scenarios
  frigateDuel,
  solDuel,
  squadronAction,
  harbourAction,
  basicDuel,
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
];

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
  /** the year of the action, when the scenario gives one */
  year: number | null;
  ships: number;
  /** ships per side, in the scenario's order of sides */
  sides: { id: string; name: string; ships: number }[];
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
    year: s.year ?? null,
    ships: s.ships.length,
    sides: s.sides.map((side) => ({
      id: side.id,
      name: side.name,
      ships: s.ships.filter((x) => x.side === side.id).length,
    })),
    level: (s as { system?: string }).system === undefined ? (s.rules?.level ?? 'basic') : sprLevel(s),
    victory: s.victory ?? (s.ships.length === 2 ? 'single-ship' : 'points'),
    turnLimit: s.turnLimit ?? null,
    system: (s as { system?: string }).system ?? 'wsim',
  }));
}

/** A Springelkamp scenario's level: basic, or the special rules it switches on. */
function sprLevel(s: Scenario): string {
  const on = Object.entries((s.rules as { special?: Record<string, boolean> } | undefined)?.special ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  return on.length ? `special: ${on.join(', ')}` : 'basic';
}

/** A built-in scenario by id (a deep copy, safe to change). Throws ScenarioError for an unknown id. */
export function getScenario(id: string): Scenario {
  const s = all().find((x) => x.id === id);
  if (!s)
    throw new ScenarioError(id, [
      `${id}: unknown scenario (built-in: ${all()
        .map((x) => x.id)
        .join(', ')})`,
    ]);
  return structuredClone(s);
}
