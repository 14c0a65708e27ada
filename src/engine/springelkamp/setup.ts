/** Starting a Springelkamp game: the ship logs filled in from the List of Ships and the scenario. */
import { dir, parseHexLabel } from '../hex.js';
import { initialRngState } from '../rng.js';
import { ScenarioError } from '../scenarioErrors.js';
import type { NewGameOptionsBase } from '../system.js';
import { catalogueShip, KIND_DATA } from './ships.js';
import { TYPICAL_SPEED_TABLE } from './tables.js';
import { sprRulesSchema, SYSTEM_ID, type SprRulesInput, type SprScenario, type SprShipInput } from './scenario.js';
import type { CourseAttitude, Sail, ShipLog, SpeedEntry, SpeedTable, SprRules, SprShip, SprState } from './types.js';

/** Rules options that are not Springelkamp's: one line, a user's mistake (a ScenarioError, so the CLI exits 2). */
export class SprRulesError extends ScenarioError {
  constructor(message: string) {
    super('rules', [message]);
    this.name = 'SprRulesError';
  }
}

const WSIM_RULES = new Set([
  'level',
  'optional',
  'capturedPointsMultiplier',
  'transferQuality',
  'carronadeMaxRange',
  'chainshotMaxRange',
  'lowPowderModifier',
  'fullSailRiggingMultiplier',
  'refusalTurns',
  'riggingCriticals',
  'capturedShipPenalty',
  'tournamentUngrapple',
  'meleeRatioCheck',
]);

/** The rules of a game: the scenario's, then the caller's, each switch off unless set (Special Rules are optional). */
export function resolveSprRules(...layers: (SprRulesInput | undefined)[]): SprRules {
  const special = { sternRake: false, sternRakeAnyTime: false, boarding: false, prizeCrews: false };
  for (const l of layers) {
    if (l === undefined) continue;
    const r = sprRulesSchema.safeParse(l);
    if (!r.success) {
      const i = r.error.issues[0];
      const where = ['rules', ...i.path].join('.');
      if (i.code === 'unrecognized_keys' && WSIM_RULES.has(i.keys[0])) {
        throw new SprRulesError(
          `${where}.${i.keys[0]}: a WS&IM rules option; Springelkamp's rules are its basic game with the special rules sternRake, sternRakeAnyTime, boarding, prizeCrews (rules.special)`,
        );
      }
      throw new SprRulesError(
        `${where}: ${i.code === 'unrecognized_keys' ? `unknown rule "${i.keys[0]}" (Springelkamp special rules: sternRake, sternRakeAnyTime, boarding, prizeCrews)` : i.message}`,
      );
    }
    Object.assign(special, r.data.special ?? {});
  }
  // Prize Crews are formed from a captured ship: capture comes only from melee
  if (special.prizeCrews && !special.boarding)
    throw new SprRulesError(
      'rules.special.prizeCrews: prize crews need the boarding rules (Prize Crews: "If an enemy ship has been captured" — by melee)',
    );
  // Stern Rake: "If you really love Stern Rakes, you might consider allowing this kind of stern rake …" — an extension of the rule
  if (special.sternRakeAnyTime && !special.sternRake)
    throw new SprRulesError(
      'rules.special.sternRakeAnyTime: the "if you really love stern rakes" extension needs the special Stern Rake rule (sternRake)',
    );
  return { special };
}

function speedTableOf(input: SprShipInput['speed']): SpeedTable {
  if (!input) return TYPICAL_SPEED_TABLE;
  const cell = (c: 'D' | [number, number]): SpeedEntry => (c === 'D' ? 'D' : { max: c[0], min: c[1] });
  const row = (r: Record<Sail, 'D' | [number, number]>) => ({
    FS: cell(r.FS),
    ES: cell(r.ES),
    SS: cell(r.SS),
    NS: cell(r.NS),
  });
  const course = {} as Record<CourseAttitude, Record<Sail, SpeedEntry>>;
  for (const c of ['B', 'I', 'Q', 'F'] as const) course[c] = row(input[c]);
  return { course, drift: { ...input.D } };
}

/** Ship Data: a ship log from the list entry and the scenario's own figures. */
export function shipLog(input: SprShipInput): ShipLog {
  const c = catalogueShip(input.type);
  if (!c) throw new SprRulesError(`unknown ship type "${input.type}"`);
  const kind = KIND_DATA[c.kind];
  const fpMod = input.firepowerModifier ?? 0;
  return {
    id: input.id,
    name: input.name ?? input.id,
    side: input.side,
    nation: input.nation ?? c.nation,
    type: c.id,
    decks: input.decks ?? kind.decks,
    defensive: c.defensive,
    // a zero in the list is out of reach, and stays so (I-SPR-4)
    firepower: c.firepower.map((f) => (f > 0 ? Math.max(1, f + fpMod) : 0)),
    crew: { size: c.crew + (input.crewModifier ?? 0), morale: input.morale ?? 4, quality: input.quality ?? 4 },
    turning: input.turning ?? kind.turning,
    rigging: input.rigging ? [...input.rigging] : [kind.riggingBoxes, kind.riggingBoxes, kind.riggingBoxes],
    speed: speedTableOf(input.speed),
    price: c.price,
  };
}

export function newSprGame(scenario: SprScenario, options: NewGameOptionsBase<SprRulesInput>): SprState {
  const rules = resolveSprRules(scenario.rules, options.rules);
  const seed = String(options.seed);
  const logs = scenario.ships.map(shipLog);
  const ships: SprShip[] = scenario.ships.map((s, idx) => ({
    idx,
    bow: parseHexLabel(s.bow)!,
    heading: dir(s.heading - 1),
    sail: s.sail ?? 'ES',
    damage: { L: 0, R: 0 },
    rigging: [0, 0, 0],
    fallen: { L: 0, R: 0 },
    fire: 0,
    struck: false,
    controller: s.side,
    captured: false,
    prizeCrew: false,
    boardingParty: false,
    speedLastTurn: 0,
  }));
  return {
    static: {
      system: SYSTEM_ID,
      seed,
      scenarioId: scenario.id,
      scenarioName: scenario.name,
      sides: scenario.sides.map((x) => ({ id: x.id, name: x.name })),
      ships: logs.map((l) => ({ id: l.id, name: l.name, side: l.side, nation: l.nation, points: l.price })),
      turnLimit: scenario.turnLimit,
      rules,
      wind: dir(scenario.wind.direction - 1),
      logs,
    },
    turn: 1,
    rng: initialRngState(seed),
    result: null,
    ships,
    fouls: [],
    grapples: [],
    melees: [],
  };
}
