/** Scenario → initial game state (3.0 prepare to play; 16.2 advanced log values). */
import { DEFAULT_MAP } from './tables/constants.js';
import { dir, hexKey, parseHexLabel } from '../hex.js';
import { Dice, initialRngState } from '../rng.js';
import { resolveRules, type RulesInput } from './rules.js';
import { ADVANCED_LOG, RELOADS_PER_SHIP } from './tables/constants.js';
import { LAST_FRIGATE_CLASS, LAST_SHIP_OF_THE_LINE_CLASS, SCURVY_EXTRA_CREW } from './tables/special.js';
import { CHANGING_WIND_NUMBER_BY_DIE, VARIABLE_WIND_VELOCITY_BY_DIE, fullSailBanned } from './tables/wind.js';
import type { ResolvedShipInput, Scenario } from './scenario/load.js';
import { MORTARS_BY_KIND, MORTAR_LOAD_TURNS } from './tables/bombKetch.js';
import type {
  Broadside,
  FortSpec,
  GameState,
  GameStatic,
  Level,
  OptionalRules,
  ShipSetup,
  ShipSpec,
  ShipState,
} from './types.js';
import { ENGINE_VERSION } from '../version.js';
import { initialCommandLag } from './commandLag.js';

export interface NewGameOptions {
  seed: string | number;
  rules?: RulesInput;
}

type PerSide = ResolvedShipInput['guns'];

function sideValue(v: PerSide, b: Broadside): number | number[] {
  return typeof v === 'number' ? v : v[b];
}

/** 16.2.2 split a broadside equally into bow and stern sections (an odd square goes to the bow). */
function splitSections(n: number): number[] {
  return [Math.ceil(n / 2), Math.floor(n / 2)];
}

function basicPerSide(v: PerSide): Record<Broadside, number[]> {
  const one = (x: number | number[]) => [Array.isArray(x) ? x.reduce((a, b) => a + b, 0) : x];
  return { L: one(sideValue(v, 'L')), R: one(sideValue(v, 'R')) };
}

function advancedPerSide(basic: PerSide, explicit: PerSide | undefined): Record<Broadside, number[]> {
  const conv = (b: Broadside): number[] => {
    if (explicit !== undefined) {
      const x = sideValue(explicit, b);
      return Array.isArray(x) ? (x.length === 2 ? [...x] : splitSections(x[0])) : splitSections(x);
    }
    const x = sideValue(basic, b);
    const total = Array.isArray(x) ? x.reduce((a, c) => a + c, 0) : x;
    return splitSections(total * ADVANCED_LOG.gunsMultiplier);
  };
  return { L: conv('L'), R: conv('R') };
}

/**
 * 41.2.1 / XV.B extra crew squares per section for a ship newly arrived on a station (scurvy switched on):
 * `true` the rule's one square, 2 two squares (ships of the line only); none below the frigate classes (the
 * scenario loader refuses the mark on them, and 2 on a frigate).
 */
export function scurvyExtraCrew(s: Pick<ResolvedShipInput, 'newlyArrived' | 'shipClass'>): number {
  if (!s.newlyArrived || s.shipClass > LAST_FRIGATE_CLASS) return 0;
  const band = s.shipClass <= LAST_SHIP_OF_THE_LINE_CLASS ? SCURVY_EXTRA_CREW.shipOfTheLine : SCURVY_EXTRA_CREW.frigate;
  const wanted = s.newlyArrived === true ? band.min : s.newlyArrived;
  return Math.max(band.min, Math.min(band.max, wanted));
}

/**
 * Log figures at a rules level (16.2.1: hull ×1.5 rounded up; guns, carronades, crew ×2). With scurvy
 * (41.2.1) the extra squares are added to every crew section of the log in play (I-SCURVY-2).
 */
export function shipSpec(s: ResolvedShipInput, level: Level, optional?: Pick<OptionalRules, 'scurvy'>): ShipSpec {
  const advanced = level === 'advanced';
  const adv = s.advanced;
  const extraCrew = optional?.scurvy ? scurvyExtraCrew(s) : 0;
  const crew = advanced
    ? adv?.crew
      ? [...adv.crew]
      : s.crew.map((c) => c * ADVANCED_LOG.crewMultiplier)
    : [...s.crew];
  return {
    id: s.id,
    name: s.name,
    side: s.side,
    nation: s.nation,
    shipClass: s.shipClass,
    gunRating: s.gunRating,
    battleSail: s.battleSail,
    fullSail: s.fullSail,
    turning: s.turning,
    points: s.points,
    quality: s.quality,
    hull: advanced ? (adv?.hull ?? Math.ceil(s.hull * ADVANCED_LOG.hullMultiplier)) : s.hull,
    crew: extraCrew ? crew.map((c) => c + extraCrew) : crew,
    guns: advanced ? advancedPerSide(s.guns, adv?.guns) : basicPerSide(s.guns),
    carronades: advanced ? advancedPerSide(s.carronades, adv?.carronades) : basicPerSide(s.carronades),
    rigging: [...s.rigging],
    foreAndAft: s.foreAndAft ?? false,
    rowed: s.rowed ?? false,
    uncoppered: s.uncoppered ?? false,
    extraCrew,
    depth: s.depth,
    ...(s.bomb ? { bomb: s.bomb } : {}), // 42.0
  };
}

function initialShipState(spec: ShipSpec, setup: ShipSetup, idx: number): ShipState {
  const loaded = (b: Broadside) => ({ ammo: setup.loads[b], loading: false });
  return {
    idx,
    bow: setup.bow,
    heading: setup.heading,
    onBoard: setup.entersOnTurn === null,
    removed: null,
    hull: spec.hull,
    crew: [...spec.crew],
    guns: { L: [...spec.guns.L], R: [...spec.guns.R] },
    carronades: { L: [...spec.carronades.L], R: [...spec.carronades.R] },
    rigging: [...spec.rigging],
    quality: spec.quality,
    turning: spec.turning,
    loads: { L: loaded('L'), R: loaded('R') },
    initial: { L: true, R: true },
    reloadsLeft: RELOADS_PER_SHIP,
    surrendered: null,
    prize: null,
    stillPhases: 0,
    dismastedWait: 0,
    stayedLastPhase: false,
    endedWithTurn: false,
    fullSail: setup.fullSail,
    fullSailDisabled: false,
    anchor: setup.anchored,
    anchorPending: null,
    upAnchorTurns: 0,
    anchorsCut: false,
    anchorsLost: 0,
    repairs: { H: 0, G: 0, R: 0 },
    doomed: null,
    obscured: { L: 0, R: 0 },
    fireTurns: 0,
    fireModifier: 0,
    waterlineSections: 0,
    menInRigging: false,
    noMoveThisTurn: false,
    mastOverSide: null,
    rangeOpened: 0,
  };
}

/** Build the static description and the initial state of a game. */
export function newGame(scenario: Scenario, options: NewGameOptions): GameState {
  const rules = resolveRules(scenario.rules, options.rules);
  const level = rules.level;
  const seed = String(options.seed);
  const ships = scenario.ships.map((s) => shipSpec(s, level, rules.optional));
  const setup: ShipSetup[] = scenario.ships.map((s) => {
    const bow = parseHexLabel(s.bow);
    if (!bow) throw new Error(`ship ${s.id}: bad bow hex ${s.bow}`);
    const deferred = scenario.deferredLoading === true;
    const defaultLoad = deferred ? null : 'round';
    const basicLoad = (x: string | null | undefined) =>
      x === undefined ? defaultLoad : x === null ? null : level === 'basic' ? 'round' : x;
    return {
      bow,
      heading: dir(s.heading - 1),
      entersOnTurn: s.entersOnTurn ?? null,
      fullSail: level === 'advanced' && (s.fullSailAtStart ?? false),
      anchored: level === 'advanced' ? (s.anchored ?? null) : null,
      loads: {
        L: basicLoad(s.loads?.L) as ShipSetup['loads']['L'],
        R: basicLoad(s.loads?.R) as ShipSetup['loads']['R'],
      },
    };
  });
  const land = (scenario.map?.land ?? []).map((t) => parseHexLabel(t)!).filter(Boolean);
  const singles = scenario.sides.every((side) => scenario.ships.filter((s) => s.side === side.id).length === 1);
  const st: GameStatic = {
    system: 'wsim',
    engineVersion: ENGINE_VERSION,
    scenarioId: scenario.id,
    scenarioName: scenario.name,
    rules,
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name })),
    ships,
    setup,
    map: {
      columns: scenario.map?.columns ?? DEFAULT_MAP.columns,
      rows: scenario.map?.rows ?? DEFAULT_MAP.rows,
      land,
      ...(scenario.map?.shoals
        ? {
            shoals: Object.entries(scenario.map.shoals).map(
              ([t, d]) => [hexKey(parseHexLabel(t)!), d] as [number, number],
            ),
          }
        : {}),
      ...(scenario.map?.charted ? { charted: [...scenario.map.charted] } : {}),
      ...(scenario.map?.forts?.length ? { forts: scenario.map.forts.map(fortSpec) } : {}), // 42.7
    },
    landKeys: land.map(hexKey),
    initialWind: { direction: dir(scenario.wind.direction - 1), velocity: scenario.wind.velocity ?? 3 },
    windChangeNumber: scenario.wind.changeNumber ?? 6,
    turnLimit: scenario.turnLimit ?? null, // 14.1: none in a single-ship action
    victory: scenario.victory ?? (singles ? 'single-ship' : 'points'),
    ...(scenario.handicap && Object.keys(scenario.handicap).length ? { handicap: { ...scenario.handicap } } : {}), // 14.2, I-VICT-4
    ...(scenario.decisiveShips
      ? { decisiveShips: scenario.decisiveShips.map((id) => scenario.ships.findIndex((s) => s.id === id)) }
      : {}),
    deferredLoading: scenario.deferredLoading ?? false,
    anchorsAllowed: scenario.anchorsAllowed ?? false,
    ...(scenario.squadrons
      ? {
          squadrons: scenario.squadrons.map((q) => ({
            id: q.id,
            side: q.side,
            ships: [...q.ships],
            flagship: q.flagship ?? null,
          })),
        }
      : {}), // 32.1
    seed,
  };
  let rng = initialRngState(seed);
  if (rules.optional.variableWind) {
    // 34.0 / VI three dice instead of the scenario's wind: direction, velocity, wind change number
    const dice = new Dice(rng);
    const rolled: [number, number, number] = [dice.d6(), dice.d6(), dice.d6()];
    rng = dice.state();
    st.variableWindDice = rolled;
    st.initialWind = { direction: dir(rolled[0] - 1), velocity: VARIABLE_WIND_VELOCITY_BY_DIE[rolled[1] - 1] };
    st.windChangeNumber = CHANGING_WIND_NUMBER_BY_DIE[rolled[2] - 1];
    // 18.2.2.1 no ship starts at full sails the rolled wind forbids
    setup.forEach((s, i) => {
      if (s.fullSail && fullSailBanned(st.initialWind.velocity, ships[i].shipClass)) s.fullSail = false;
    });
  }
  const commandLag = initialCommandLag(st); // 32.0
  return {
    static: st,
    turn: 1,
    ships: ships.map((spec, i) => initialShipState(spec, setup[i], i)),
    wind: { ...st.initialWind },
    fouls: [],
    grapples: [],
    melees: [],
    ...(commandLag ? { commandLag } : {}),
    rng,
    progress: null,
    outOfRangeTurns: 0,
    result: null,
    ...initialBombardment(st, ships),
  };
}

/** 42.7 a scenario's fort as the game describes it. */
function fortSpec(f: NonNullable<NonNullable<Scenario['map']>['forts']>[number]): FortSpec {
  return {
    id: f.id,
    name: f.name ?? f.id,
    side: f.side,
    kind: f.kind ?? 'fort',
    hex: parseHexLabel(f.hex)!,
    strength: f.strength,
    points: f.points ?? 0,
  };
}

/**
 * 42.0 the state of the bombardment: every fort at full strength, and with the rule in play every bomb's
 * mortars loaded before the game as her broadsides are (3.2.11), or empty under 13.5 deferred loading (I-BOMB-7).
 */
function initialBombardment(st: GameStatic, ships: ShipSpec[]): Pick<GameState, 'mortars' | 'forts'> {
  const out: Pick<GameState, 'mortars' | 'forts'> = {};
  if (st.map.forts) out.forts = st.map.forts.map((f) => f.strength);
  if (st.rules.optional.bombKetches && ships.some((s) => s.bomb)) {
    const turns = st.deferredLoading ? 0 : MORTAR_LOAD_TURNS;
    out.mortars = Object.fromEntries(
      ships.filter((s) => s.bomb).map((s) => [s.id, Array.from({ length: MORTARS_BY_KIND[s.bomb!] }, () => turns)]),
    );
  }
  return out;
}
