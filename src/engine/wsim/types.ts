/**
 * Plain, serialisable data of the WS&IM rule system: the static game description (scenario,
 * ships' log figures, rules options), the dynamic state, orders and events.
 * Everything here is JSON-safe; the engine never mutates a state it was given.
 */
import type { Hex, Dir } from '../hex.js';
import type { BombKind } from './tables/bombKetch.js';

import type { RngState } from '../rng.js';

export type { RngState };

export type SideId = string;
export type ShipId = string;
export type Quality = 'elite' | 'crack' | 'average' | 'green' | 'poor';
export const QUALITIES: readonly Quality[] = ['elite', 'crack', 'average', 'green', 'poor'];
export type Ammo = 'round' | 'chain' | 'double' | 'grape';
export const AMMOS: readonly Ammo[] = ['round', 'chain', 'double', 'grape'];
export type Broadside = 'L' | 'R';
export const BROADSIDES: readonly Broadside[] = ['L', 'R'];
export type Aim = 'hull' | 'rigging';
export type Attitude = 'A' | 'B' | 'C' | 'D';
export type Level = 'basic' | 'advanced';
export type SectionName = 'bow' | 'stern';
export type { Hex, Dir };

// ---------------------------------------------------------------------------
// Rules options
// ---------------------------------------------------------------------------

/** Optional rules (30.0–41.0; 2nd-edition Optional Rules II–XV) that the engine implements. */
export interface OptionalRules {
  /** XIII optional rake determination (a rake only from a hex the target's bow or stern points at). */
  optionalRake: boolean;
  /** VIII / 36.0 loss of rigging: mast table and the all-rigging-lost fire penalty. */
  lossOfRigging: boolean;
  /** XIV / 40.0 fore-and-aft rigging for ships that carry it. */
  foreAndAftRigging: boolean;
  /** II / 30.0 timed moves (an interface concern: orders not given in time become "full ahead"). */
  timedMoves: boolean;
  /** XV.A / 41.1 copper bottom: ships marked `uncoppered` lose one hex in every attitude under full sails. */
  copperBottom: boolean;
  /** XV.B / 41.2 scurvy: ships marked `newlyArrived` carry extra crew squares per section. */
  scurvy: boolean;
  /** V / 33.0 changing wind number: after a wind change a fourth die gives the new wind change number. */
  changingWindNumber: boolean;
  /** VI / 34.0 variable wind: direction, velocity and wind change number rolled at the start instead of the scenario's. */
  variableWind: boolean;
  /** IX / 37.0 blocked wind: an adjacent ship directly to windward cuts the movement allowance for the turn. */
  blockedWind: boolean;
  /** VII / 35.0 towing: a ship takes a friend in tow (order `tow`); the two move as one on the tower's plot. */
  towing: boolean;
  /** XI / 38.0 running aground on the scenario's shoals (`map.shoals`); land wrecks a drifting ship (38.3). */
  runningAground: boolean;
  /** XII / 39.0 casting the lead: a side not given the chart knows only the depths its ships have sounded. */
  castingTheLead: boolean;
  /** 42.0 bomb ketches: ships marked `bomb` fire mortars (orders `mortar`, `loadMortars`) at forts and motionless ships. */
  bombKetches: boolean;
  /**
   * IV / 32.0 command lag: in a side with squadrons (scenario `squadrons`), ships out of the flagship's
   * command write their movement three turns ahead (order `ahead`); the engine keeps and enforces the queue.
   */
  commandLag: boolean;
}

export interface RulesOptions {
  level: Level;
  optional: OptionalRules;
  /** 14.2.3 points multiplier for captured ships: 1 (tournament text, default) or 2 (2nd-edition text). */
  capturedPointsMultiplier: 1 | 2;
  /** 12.1.4 transferred crew take the worse quality of the two ships (tournament) or the receiver's (2nd edition). */
  transferQuality: 'worst' | 'receiver';
  /** 11.1.9 carronade range: 2 (text) — the Advanced card prints 3 (doubt D2). */
  carronadeMaxRange: number;
  /** 24.2.2.1 chainshot range: 3 (supplied card, default) or 4 (tournament text). */
  chainshotMaxRange: number;
  /** 16.1.2.3.1 low-powder HDT modifier (not in the supplied tables; documented default −1). */
  lowPowderModifier: number;
  /** 20.1.3 rigging hits on a ship at full sail are multiplied by this (supplied tables: ×2). */
  fullSailRiggingMultiplier: number;
  /**
   * 14.1.1 refusing combat (single-ship scenarios): after this many consecutive turns with the
   * ships more than ten hexes apart, the side that opened the range loses. 0 disables.
   */
  refusalTurns: number;
  /**
   * 16.1.2.2.4 rigging criticals 1, 8, 10, 13, 16 (a section lost) belong to optional rule VIII:
   * 'text' (default) — without the rule they are "no effect"; 'section' — the section is lost anyway
   * and only VIII's mast roll is skipped (the engine's reading before 2026-11-24, I-CRIT-1).
   */
  riggingCriticals: 'text' | 'section';
  /**
   * 11.3.5 / 12.4.5 a captured ship fires "two tables" lower; the Advanced card prints −1 for its
   * 1–6 gun rows. 'card' (default) reads the card row by row, 'text' applies −2 to every row (I-CAPT-1).
   */
  capturedShipPenalty: 'card' | 'text';
  /** 9.2.1.1–9.2.1.4 the tournament's ungrappling modifiers on the one-die scale (default off: 2nd-edition table alone). */
  tournamentUngrapple: boolean;
  /**
   * Melee Resolution Table note, 3:1 TMS wins: checked before every round ('before-each-round', 2nd-edition
   * card, default) or only after rounds are fought ('after-rounds': every melee fights at least one round).
   */
  meleeRatioCheck: 'before-each-round' | 'after-rounds';
  /**
   * 37.0 / IX which windward hexes a blocker must cover: 'both' (default, the tournament's "between its bow
   * and stern hex and the wind": every hex next to the bow and the stern on the windward side) or 'either'
   * (the 2nd edition's "bow or stern hex": one of them is enough). I-WIND-4.
   */
  blockedWindCover: 'both' | 'either';
  /**
   * 32.3 / IV.3 which ships command lag binds: 'squadron' (default, 32.3: every ship outside the flagship's own
   * squadron) or 'distance' (32.4 / IV.4, the text's alternative: every ship more than ten hexes from the flagship).
   */
  commandLagMode: 'squadron' | 'distance';
}

// ---------------------------------------------------------------------------
// Static description (from the scenario)
// ---------------------------------------------------------------------------

/** A ship's log figures at the rules level in play (2.31, 3.2; advanced values per 16.2). */
export interface ShipSpec {
  id: ShipId;
  name: string;
  side: SideId;
  nation: string;
  /** 2.31 ship class 1 (largest) .. 7 */
  shipClass: number;
  gunRating: number;
  /** 2.31.2 battle sail speed 3 or 4 */
  battleSail: number;
  /** 2.31.3 full sail speed 5..7 */
  fullSail: number;
  /** 2.31.1 turning ability */
  turning: number;
  points: number;
  quality: Quality;
  hull: number;
  /** crew squares per section */
  crew: number[];
  /** gun squares per broadside, per section (Basic: one section; Advanced: [bow, stern], 16.2.2) */
  guns: Record<Broadside, number[]>;
  carronades: Record<Broadside, number[]>;
  /** rigging squares per section (3 sections for speed 3, 4 for speed 4; 11.4.4.1) */
  rigging: number[];
  /** XIV fore-and-aft rigged */
  foreAndAft: boolean;
  /** rowed vessel (class group "rowed" of the Wind Effects Table) */
  rowed: boolean;
  /** 41.1.1 at sea for three months or more without coppering (scenario attribute; counts under `copperBottom`) */
  uncoppered: boolean;
  /** 41.2.1 extra crew squares per section of a ship newly arrived on a station (0 unless `scurvy` is on) */
  extraCrew: number;
  /** 38.0 depth value (draught): she runs aground entering water this deep or shallower */
  depth: number;
  /** 42.0 a bomb (scenario attribute; fires under `bombKetches`): its kind gives the mortars (absent: none) */
  bomb?: BombKind;
}

export interface ShipSetup {
  bow: Hex;
  heading: Dir;
  /** 7.2.8 ships entering the board: the turn they enter (their bow enters `bow` with the first hex of movement) */
  entersOnTurn: number | null;
  /** 20.1.5.1 initial sail status (advanced) */
  fullSail: boolean;
  /** 20.3 initial anchoring (advanced scenarios that allow anchors) */
  anchored: AnchorKind | null;
  /** initial loads; null = unloaded (13.5 deferred first load) */
  loads: Record<Broadside, Ammo | null>;
}

export interface MapSpec {
  columns: number;
  rows: number;
  land: Hex[];
  /** 38.0 shallow water: [hex key, depth] (absent: none; a view of a side without the chart shows only what it knows) */
  shoals?: [number, number][];
  /** 39.0 the sides that know every depth (absent or empty with casting the lead: nobody) */
  charted?: SideId[];
  /** 42.7 forts and other fixed targets on shore (absent: none) */
  forts?: FortSpec[];
}

/** 42.7 a fort or another fixed target on shore: a land hex, its strength in squares and its value. */
export interface FortSpec {
  id: string;
  name: string;
  side: SideId;
  /** 'fort' (works with guns) or 'shore' (another fixed target: a battery, a town, a magazine) */
  kind: 'fort' | 'shore';
  hex: Hex;
  /** squares of strength; at 0 the fort is reduced (I-BOMB-5) */
  strength: number;
  /** 14.2.2 points the other side scores when it is reduced (I-BOMB-6) */
  points: number;
}

export interface WindState {
  /** direction the wind blows towards, internal 0..5 (board 1..6) */
  direction: Dir;
  /** 18.1.2 velocity 0..7 (the Basic Game ignores it) */
  velocity: number;
  /** 33.0 / V the wind change number rolled after the last change (absent: the scenario's, `GameStatic.windChangeNumber`) */
  changeNumber?: number;
}

export interface GameStatic {
  system: 'wsim';
  engineVersion: string;
  scenarioId: string;
  scenarioName: string;
  rules: RulesOptions;
  sides: { id: SideId; name: string }[];
  ships: ShipSpec[];
  setup: ShipSetup[];
  map: MapSpec;
  landKeys: number[];
  initialWind: WindState;
  /** 18.1 wind change number (advanced) */
  windChangeNumber: number;
  /** 34.0 / VI the three dice (direction, velocity, wind change number) that replaced the scenario's wind */
  variableWindDice?: [number, number, number];
  /** null: no turn limit (14.1 single-ship actions) */
  turnLimit: number | null;
  victory: 'single-ship' | 'points';
  /** 14.2 victory points each side starts with (a scenario handicap, I-VICT-4); absent: none */
  handicap?: Record<SideId, number>;
  /**
   * 14.2 a special victory condition of the scenario: the game ends at once when one of these ships
   * (indices into `ships`) strikes, is captured, sinks or explodes, and her side loses. Absent: none.
   */
  decisiveShips?: number[];
  /** 13.5 broadsides may be loaded in the Reload Phase of turn 1 without losing the initial broadside */
  deferredLoading: boolean;
  /** 20.3 anchoring allowed in this scenario */
  anchorsAllowed: boolean;
  /** 32.1 the squadrons of each side (absent: none); the first of a side carries the commander's flag */
  squadrons?: SquadronSpec[];
  seed: string;
}

/** 32.1 / IV.1 a squadron of six ships or fewer; `flagship` a ship of it flying a flag officer's flag. */
export interface SquadronSpec {
  id: string;
  side: SideId;
  ships: ShipId[];
  /** the squadron's flagship; the side's first squadron's is the commander's (32.1), the others' follow it (32.5) */
  flagship: ShipId | null;
}

// ---------------------------------------------------------------------------
// Dynamic state
// ---------------------------------------------------------------------------

export type AnchorKind = 'A' | 'AB' | 'AS';

export interface LoadState {
  ammo: Ammo | null;
  /**
   * 24.2.3.3 doubleshot takes two Reload Phases: true after the first, while the load is still being
   * rammed home (the broadside may not fire); false when the load in `ammo` is ready.
   */
  loading: boolean;
}

export type SurrenderCause = 'striking' | 'firepower' | 'immobility' | 'melee' | 'crew-lost';

export interface PrizeCrew {
  side: SideId;
  squares: number;
  quality: Quality;
}

export interface ShipState {
  /** index into GameStatic.ships */
  idx: number;
  bow: Hex;
  heading: Dir;
  /** false while waiting to enter (7.2.8) and after sinking/exploding */
  onBoard: boolean;
  removed: null | 'sunk' | 'exploded' | 'destroyed';
  hull: number;
  crew: number[];
  /**
   * 12.1.4 the quality of crew sections that took transferred squares (index = section; null or
   * absent: the ship's own quality). Absent on a ship that never received a transfer.
   */
  sectionQuality?: (Quality | null)[];
  /** 11.4.2.2 every crew square is gone: the ship cannot move or fight until crew is put on board (absent otherwise) */
  crewless?: true;
  guns: Record<Broadside, number[]>;
  carronades: Record<Broadside, number[]>;
  rigging: number[];
  quality: Quality;
  turning: number;
  loads: Record<Broadside, LoadState>;
  /** 11.3.4 initial broadside still unused */
  initial: Record<Broadside, boolean>;
  /** 26.1.1 reloads left (advanced) */
  reloadsLeft: number;
  /** 11.4, 12.4 surrender status */
  surrendered: null | { cause: SurrenderCause; turn: number; to: SideId };
  /** 12.4 prize crew aboard (the original crew are then prisoners) */
  prize: PrizeCrew | null;
  /** 8.2 consecutive movement phases without voluntary movement of the bow (before this turn) */
  stillPhases: number;
  /** 8.2.5 consecutive drifting phases since dismasting or the last dismasted turn */
  dismastedWait: number;
  /** 20.4.1 the bow did not leave its hex in the previous movement phase */
  stayedLastPhase: boolean;
  /** 20.4.2 the previous movement phase ended with a turn */
  endedWithTurn: boolean;
  /** advanced: at full sail (20.1) */
  fullSail: boolean;
  /** advanced: 20.1.4 full sails lost with the first rigging section */
  fullSailDisabled: boolean;
  /** advanced: anchoring (20.3) */
  anchor: AnchorKind | null;
  anchorPending: AnchorKind | null;
  /** 20.3.6 consecutive turns of up-anchoring done */
  upAnchorTurns: number;
  /** 20.3.7.1 anchors cut: may never anchor again; 20.3.8 anchors lost to criticals */
  anchorsCut: boolean;
  anchorsLost: number;
  /** 26.2 repair turns done by type */
  repairs: { H: number; G: number; R: number };
  /** 24.3 pending destruction after the last hull square */
  doomed: null | 'sink' | 'explode';
  /** criticals (16.1.2.2) */
  obscured: { L: number; R: number };
  fireTurns: number;
  fireModifier: number;
  waterlineSections: number;
  /** 24.5 men in the rigging this turn (sail change plotted) */
  menInRigging: boolean;
  /** 10.2.5 every crew section went boarding last turn: no movement this turn */
  noMoveThisTurn: boolean;
  /** optional rule VIII: a mast hanging over this side (no fire, −1 hex, no turning until cut loose) */
  mastOverSide: Broadside | null;
  /**
   * 14.1.1 hexes by which this ship's own moves opened the range, summed over the current run of turns
   * out of range (the run's length is GameState.outOfRangeTurns); the ship that opened more refused combat.
   */
  rangeOpened: number;
  /**
   * 38.0 aground (absent: afloat): the turn she grounded, the refloating difficulty die (38.2), the
   * placement she returns to when refloated (38.6), whether the guns thrown overboard give their +1 (38.2.2.1:
   * a square of each broadside gone) and, until they do, the broadside whose square went first
   */
  aground?: {
    turn: number;
    die: number;
    from: { bow: Hex; heading: Dir };
    lightened: boolean;
    firstOverboard?: Broadside;
  };
  /** 38.2.2.1 gun squares thrown overboard per broadside: never repaired */
  jettisoned?: Record<Broadside, number>;
}

export interface FoulLink {
  a: ShipId;
  b: ShipId;
}

/** 35.4 a tow: `tower` tows `towed` (rigged in the Movement Notation Phase of turn `since`). */
export interface TowLink {
  tower: ShipId;
  towed: ShipId;
  since: number;
}

export interface GrappleLink {
  a: ShipId;
  b: ShipId;
  count: number;
}

export interface MeleeParty {
  ship: ShipId;
  /** crew section indexes (0-based) committed */
  sections: number[];
}

/** A melee that did not end within three rounds continues next turn (12.3.3). */
export interface OngoingMelee {
  attackers: MeleeParty[];
  target: ShipId;
  defenders: MeleeParty[];
  turns: number;
}

export interface TurnProgress {
  /** index of the next phase to run in the turn's phase list */
  nextPhase: number;
  orders: OrdersBySide;
  /** per-turn scratch data the later phases need (plots executed, motionless ships, parties…) */
  scratch: TurnScratch;
}

export interface TurnScratch {
  executed: Record<ShipId, string>;
  motionless: ShipId[];
  collided: ShipId[];
  movedHexes: Record<ShipId, number>;
  parties: ResolvedParty[];
  sailChange: Record<ShipId, 'FS' | 'BS'>;
  repairing: Record<ShipId, 'H' | 'G' | 'R'>;
  noFire: ShipId[];
  noReload: ShipId[];
  fired: Record<ShipId, Broadside[]>;
  meleeShips: ShipId[];
  /** placements at the start of the turn (14.1.1 refusal bookkeeping) */
  startPos: Record<ShipId, { bow: Hex; heading: Dir }>;
  /** 11.4.5 ships returning to duty at the end of this turn */
  returning: ShipId[];
  /** 42.3.1 bombs whose mortars fired this turn (absent: none) */
  mortarsFired?: ShipId[];
}

/** A boarding party as formed in the Boarding Preparation Phase (sections are 0-based; -1 = the prize crew). */
export interface ResolvedParty {
  type: BoardingType;
  ship: ShipId;
  sections: number[];
  target?: ShipId;
  counterBoard?: boolean;
  /** 12.3.4 sections already engaged in a melee from an earlier turn */
  continuing?: boolean;
}

export interface GameState {
  static: GameStatic;
  /** turn number (1-based) of the next turn to be resolved, or of the paused turn */
  turn: number;
  ships: ShipState[];
  wind: WindState;
  fouls: FoulLink[];
  grapples: GrappleLink[];
  melees: OngoingMelee[];
  /** 35.0 / VII tows in force (absent: none ever rigged) */
  tows?: TowLink[];
  /** 39.1 hex keys each side has sounded by casting the lead (absent: none) */
  sounded?: Record<SideId, number[]>;
  /** 42.5 turns of loading done on each mortar of each bomb, 4 = loaded (absent: no bombs or the rule is off) */
  mortars?: Record<ShipId, number[]>;
  /** 42.7 strength left of each fort of `static.map.forts`, in order (absent: no forts) */
  forts?: number[];
  /** 32.0 / IV command lag: the flags and the movement written ahead (absent: the rule not in force) */
  commandLag?: CommandLagState;
  /** seedrandom alea state: the only source of dice */
  rng: RngState;
  /** set while a turn is paused between phases (interactive play) */
  progress: TurnProgress | null;
  /** consecutive turns the two ships of a single-ship scenario were out of range (14.1.1) */
  outOfRangeTurns: number;
  result: GameResult | null;
}

/** 32.3 a movement written ahead: the plot for `turn`, written on turn `on`. */
export interface WrittenMove {
  turn: number;
  plot: string;
  on: number;
}

/** 32.1, 32.5 a side's flag: the flagship and her squadron; after the flagship is lost, the five turns of 32.5. */
export interface FlagState {
  /** the flagship (null while no ship flies the commander's flag, 32.5) */
  ship: ShipId | null;
  /** the squadron under the flagship's immediate command (32.2) */
  squadron: string | null;
  /** 32.5 the flagship was lost: the ships of `squadron` have their movement written up to this turn */
  blindUntil?: number;
}

/** 32.0 the state of command lag: each side's flag and each ship's movement written ahead. */
export interface CommandLagState {
  flags: Record<SideId, FlagState>;
  /** movement written ahead per ship, in turn order (only ships that have some) */
  written: Record<ShipId, WrittenMove[]>;
}

export interface GameResult {
  over: true;
  winner: SideId | 'draw';
  reason: string;
  turn: number;
  points: Record<SideId, number>;
}

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

export type BoardingType = 'OBP' | 'DBP' | 'TBP';

/** 10.2 a boarding party: crew sections (1-based numbers, taken in order, 10.1.2) and its target. */
export interface BoardingParty {
  type: BoardingType;
  /** number of crew sections committed (the lowest available ones, 10.1.2.1–10.1.2.2) */
  sections: number;
  /** OBP/TBP target ship */
  target?: ShipId;
  /** 12.3.5 a victorious DBP boards the attacker's ship */
  counterBoard?: boolean;
}

export interface FireOrder {
  /** preferred targets in order; the first that is a legal target is fired at (11.1.4) */
  target?: ShipId | ShipId[];
  /** when no preferred target is legal: fire at the closest legal target ('closest', default) or hold ('hold') */
  otherwise?: 'closest' | 'hold';
  /** 11.2.5 (range 6+ always rigging; 11.2.8 fouled/grappled pairs always hull) */
  aim?: Aim;
  /** 24.2.4.5 fire a roundshot load as grapeshot */
  asGrape?: boolean;
  /** 24.1 which section(s) may fire (advanced); default both */
  sections?: 'both' | 'bow' | 'stern';
  /** 13.4 fire with no target (loses the initial broadside) — to clear a load */
  discharge?: boolean;
}

export interface LoadOrder {
  /** ammunition per broadside (default roundshot) */
  L?: Ammo;
  R?: Ammo;
  /** which empty broadside to reload when both are empty (13.1); default: the one facing the nearest enemy */
  prefer?: Broadside;
  /** leave both broadsides empty */
  none?: boolean;
}

export interface ShipOrders {
  /** 7.2 movement plot, e.g. "L1R1", "0", "BB2" */
  plot?: string;
  /** 20.1.5.2 sail change (advanced) */
  sail?: 'FS' | 'BS';
  /** 20.3 anchoring notation (advanced): anchor, up-anchor, cut */
  anchor?: AnchorKind | 'up' | 'cut';
  /** 20.5 repairs (advanced) */
  repair?: 'H' | 'G' | 'R';
  /** 6.0 attempt to unfoul (default true) and 6.1 mark off a rigging square for +1 */
  unfoul?: boolean;
  sacrificeRigging?: boolean;
  /** 9.1 grapple attempts: ship ids, or all adjacent enemies */
  grapple?: ShipId[] | 'adjacent-enemies';
  /** 9.2 ungrapple attempts: ship ids, or every grapple */
  ungrapple?: ShipId[] | 'all';
  /** 10.2 boarding parties; a missing entry means NBP */
  boarding?: BoardingParty[];
  /** 11.1 fire orders per broadside; a missing broadside holds its fire */
  fire?: Partial<Record<Broadside, FireOrder>>;
  /**
   * 11.4.3.1 gun hits on this ship from a firer both her broadsides are equally near ("as in a rake … the target
   * ship chooses") come off this broadside (the other once it has none left); none given: each hit off the
   * broadside with more gun squares (I-DMG-1)
   */
  gunHits?: Broadside;
  /** 13.0 / 26.1 reload */
  load?: LoadOrder;
  /** turn 1 only: initial loads (Advanced: any ammunition) and sail status (20.1.5.1) */
  initialLoads?: Partial<Record<Broadside, Ammo>>;
  initialSail?: 'FS' | 'BS';
  /** 12.3.3 (note to 10.2.2) offer to break off the continuing melee this ship is in: it ends when both sides offer */
  disengage?: boolean;
  /**
   * 38.2.2.1 (optional running aground) a ship aground throws a gun square overboard, one a turn, the broadsides in
   * turn: +1 to refloat once a square of each broadside is gone
   */
  lighten?: boolean;
  /**
   * 35.4.1 (optional towing) take this friendly ship in tow: the log's "to be grappled" notation for a tow.
   * Given when this ship's stern lies in the hex the friend's bow points at; both ships hold this turn.
   */
  tow?: ShipId;
  /**
   * 42.0 (optional bomb ketches) fire the loaded mortars of an anchored bomb (42.1): at the first of these
   * forts or motionless ships (42.7) each mortar reaches, else at the closest one it reaches.
   */
  mortar?: { target?: string | string[] };
  /** 42.5 a turn of loading on every mortar not yet loaded (no broadside loads or fires this turn, 42.3.1) */
  loadMortars?: boolean;
  /**
   * 32.3 (optional command lag) the plots of a ship out of command for the turns after those already written,
   * in turn order (`commandLagOf` says which turns are due); `plot` is this turn's when none was written before.
   */
  ahead?: string[];
  /**
   * 32.5 (optional command lag) the player designates this ship the new flagship when the five turns after
   * the flagship was lost are completed (without it the next flag officer in the scenario's order hoists it).
   */
  hoistFlag?: boolean;
}

export interface SideOrders {
  ships: Record<ShipId, ShipOrders>;
}

export type OrdersBySide = Record<SideId, SideOrders>;

// ---------------------------------------------------------------------------
// Player view
// ---------------------------------------------------------------------------

/** What a ship and its player view have in common: everything but the hidden load column (7.2.5). */
export type ShipBody = Omit<ShipState, 'loads' | 'reloadsLeft'>;

export interface ShipView extends ShipBody {
  id: ShipId;
  side: SideId;
  /** the side in control (differs from `side` on a captured ship) */
  controller: SideId;
  /** hidden for ships the viewer does not control (7.2.5: the load column may never be inspected) */
  loads: Record<Broadside, LoadState> | null;
  reloadsLeft: number | null;
}

export interface PlayerView {
  side: SideId;
  turn: number;
  static: Omit<GameStatic, 'seed'>;
  wind: WindState;
  ships: ShipView[];
  fouls: FoulLink[];
  grapples: GrappleLink[];
  melees: OngoingMelee[];
  /** 35.0 tows in force (absent: none) */
  tows?: TowLink[];
  /** 32.0 command lag: the flags, and the movement written ahead for this side's own ships only (absent: not in force) */
  commandLag?: CommandLagState;
  /** 39.0 the depths this side knows, [hex key, depth], when they are hidden (absent: `static.map.shoals`, all known); shared, read-only */
  shoals?: readonly [number, number][];
  /** 42.5 the loading of the mortars of this side's own bombs (an enemy's, like her loads, is hidden, 7.2.5) */
  mortars?: Record<ShipId, number[]>;
  /** 42.7 strength left of each fort (public: the works are in plain view) */
  forts?: number[];
  result: GameResult | null;
}
