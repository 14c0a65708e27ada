/**
 * The scenario file format (JSON), validated with zod. docs/scenarios.md describes every field.
 * Ship figures come from a built-in class (`class`) or are written out; Basic Game values are
 * converted to Advanced log values by 16.2.1–16.2.2 unless `advanced` figures are given.
 */
import { z } from 'zod';
import { historicalFields } from './history.js';
import { notReserved, RESERVED_ID, sidesSchema } from '../../scenarioParts.js';
import { CATALOGUE } from '../data/catalogue.js';
import { BOMB_KINDS } from '../tables/bombKetch.js';
import { COMMAND_LAG } from '../tables/commandLag.js';
import {
  CAPTURED_POINTS_MULTIPLIER_SECOND_EDITION,
  CAPTURED_POINTS_MULTIPLIER_TOURNAMENT,
} from '../tables/constants.js';

const quality = z.enum(['elite', 'crack', 'average', 'green', 'poor']);
const ammo = z.enum(['round', 'chain', 'double', 'grape']);
/** the id of a ship, a fort or a squadron (orders and events name them) */
const pieceId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'an id of letters, digits, "-" or "_"')
  .refine(notReserved, RESERVED_ID);
const hexText = z.string().min(2).max(16);
const boardDirection = z.number().int().min(1).max(6);
const count = z.number().int().min(0).max(999);
const sections = z.array(count).min(1).max(8);
/** guns/carronades per broadside: one number for both sides, or {L, R} (each a number or [bow, stern]) */
const perSide = z.union([
  count,
  z
    .object({ L: z.union([count, z.array(count).min(1).max(2)]), R: z.union([count, z.array(count).min(1).max(2)]) })
    .strict(),
]);

export const optionalRulesSchema = z
  .object({
    optionalRake: z.boolean(),
    lossOfRigging: z.boolean(),
    foreAndAftRigging: z.boolean(),
    timedMoves: z.boolean(),
    copperBottom: z.boolean(),
    scurvy: z.boolean(),
    changingWindNumber: z.boolean(),
    variableWind: z.boolean(),
    blockedWind: z.boolean(),
    towing: z.boolean(),
    runningAground: z.boolean(),
    castingTheLead: z.boolean(),
    bombKetches: z.boolean(),
    commandLag: z.boolean(),
  })
  .partial()
  .strict();

export const rulesSchema = z
  .object({
    level: z.enum(['basic', 'advanced']),
    optional: optionalRulesSchema,
    capturedPointsMultiplier: z.union([
      z.literal(CAPTURED_POINTS_MULTIPLIER_TOURNAMENT),
      z.literal(CAPTURED_POINTS_MULTIPLIER_SECOND_EDITION),
    ]),
    transferQuality: z.enum(['worst', 'receiver']),
    carronadeMaxRange: z.number().int().min(1).max(10),
    chainshotMaxRange: z.number().int().min(1).max(10),
    lowPowderModifier: z.number().int().min(-5).max(0),
    fullSailRiggingMultiplier: z.number().int().min(1).max(3),
    refusalTurns: z.number().int().min(0).max(100),
    riggingCriticals: z.enum(['text', 'section']),
    capturedShipPenalty: z.enum(['card', 'text']),
    tournamentUngrapple: z.boolean(),
    meleeRatioCheck: z.enum(['before-each-round', 'after-rounds']),
    blockedWindCover: z.enum(['both', 'either']),
    commandLagMode: z.enum(['squadron', 'distance']),
  })
  .partial()
  .strict();

const advancedFigures = z
  .object({
    hull: count.optional(),
    crew: sections.optional(),
    guns: perSide.optional(),
    carronades: perSide.optional(),
  })
  .strict();

export const shipSchema = z
  .object({
    id: pieceId,
    name: z.string().min(1).max(60).optional(),
    side: z.string().min(1).meta({ description: 'the id of one of the two sides' }),
    class: z
      .string()
      .meta({
        description:
          'a catalogue entry (an AH 1975 class or a ship of the classic game): every field not written here comes from it',
        examples: CATALOGUE.map((e) => e.id),
      })
      .optional(),
    nation: z
      .string()
      .min(1)
      .max(40)
      .meta({ description: "the ship's nation (2.31.6); 24.2.2.4 restricts chainshot by nation" })
      .optional(),
    shipClass: z
      .number()
      .int()
      .min(1)
      .max(7)
      .meta({ description: '2.31 ship class, 1 (three-decker) to 7' })
      .optional(),
    gunRating: count.optional(),
    battleSail: z
      .union([z.literal(3), z.literal(4)])
      .meta({ description: '2.31.2 battle sail speed; the rigging has as many sections (11.4.4.1)' })
      .optional(),
    fullSail: z.number().int().min(5).max(7).meta({ description: '2.31.3 full sail speed (Advanced Game)' }).optional(),
    turning: z
      .number()
      .int()
      .min(1)
      .max(3)
      .meta({ description: '2.31.1 turning ability: hexside turns a turn' })
      .optional(),
    hull: z.number().int().min(1).max(999).meta({ description: '3.2.6 hull squares (Basic Game value)' }).optional(),
    crew: sections.meta({ description: '3.2.7 crew squares per section (Basic Game values)' }).optional(),
    guns: perSide
      .meta({ description: '3.2.8 guns per broadside (Basic Game value): a number, or {"L": …, "R": …}' })
      .optional(),
    carronades: perSide.meta({ description: '3.2.9 carronades per broadside (Basic Game value)' }).optional(),
    rigging: z.array(count).min(1).max(4).meta({ description: '3.2.10 rigging squares per section' }).optional(),
    advanced: advancedFigures
      .meta({ description: '16.2.1 Advanced log values written out; otherwise derived from the Basic values' })
      .optional(),
    /** 3.2.5; may be left out when the catalogue entry gives the ship's own crew */
    quality: quality
      .meta({ description: '3.2.5 crew quality; may be left out when the catalogue entry is a ship with her own crew' })
      .optional(),
    points: count
      .meta({ description: '14.2.1 point value; from the catalogue by crew quality when left out' })
      .optional(),
    bow: hexText.meta({ description: 'the bow hex: a board label such as "J20", or "(q,r)"' }),
    heading: boardDirection.meta({ description: 'board direction 1–6 the bow points to; the stern is the hex behind' }),
    entersOnTurn: z
      .number()
      .int()
      .min(1)
      .max(999)
      .meta({ description: '7.2.8 the ship enters on this turn, her first hex of movement being `bow`' })
      .optional(),
    fullSailAtStart: z.boolean().optional(),
    anchored: z.enum(['A', 'AB', 'AS']).optional(),
    loads: z.object({ L: ammo.nullable(), R: ammo.nullable() }).strict().optional(),
    foreAndAft: z.boolean().optional(),
    rowed: z.boolean().optional(),
    /** 41.1.1 at sea three months or more without coppering */
    uncoppered: z.boolean().optional(),
    /** 41.2.1 newly arrived on a station: true = one extra crew square per section, 2 = two (ships of the line only); classes 1–4 only */
    newlyArrived: z.union([z.boolean(), z.literal(1), z.literal(2)]).optional(),
    /** 38.0 depth value (draught): runs aground in water this deep or shallower (default: the class's) */
    depth: z.number().int().min(0).max(999).optional(),
    bomb: z
      .enum(BOMB_KINDS)
      .meta({
        description:
          '42.0 a bomb ketch (optional rule bombKetches): "single" one mortar (270° bow field, 42.4), "double" a second mortar in either broadside (42.4.1), "vessel" a mortar vessel (one mortar, I-BOMB-1)',
      })
      .optional(),
  })
  .strict();

/** 42.7 a fort or another fixed target on shore */
export const fortSchema = z
  .object({
    id: pieceId.meta({ description: 'an id, different from every ship id (mortar orders name it as a target)' }),
    name: z.string().min(1).max(60).optional(),
    side: z.string().min(1).meta({ description: 'the id of the side that holds it' }),
    kind: z
      .enum(['fort', 'shore'])
      .meta({ description: '"fort" (default) or "shore": another fixed target on shore (a battery, a town)' })
      .optional(),
    hex: hexText.meta({ description: 'a land hex (it stands on shore, 42.7)' }),
    strength: z
      .number()
      .int()
      .min(1)
      .max(999)
      .meta({ description: 'squares of strength: every mortar hit marks one; at 0 it is reduced (I-BOMB-5)' }),
    points: count.meta({ description: '14.2.2 points the other side scores when it is reduced (I-BOMB-6)' }).optional(),
  })
  .strict();

/** 32.1 / IV.1 a squadron: a side's ships under one flag officer (the first squadron of a side is the commander's). */
export const squadronSchema = z
  .object({
    id: pieceId,
    side: z.string().min(1).meta({ description: 'the id of the side the squadron belongs to' }),
    ships: z
      .array(z.string())
      .min(1)
      .max(COMMAND_LAG.squadronMaxShips)
      .meta({ description: '32.1 the ids of its ships, six or fewer' }),
    flagship: z
      .string()
      .meta({ description: "32.1 the ship of the squadron flying its flag officer's flag" })
      .optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    $schema: z
      .string()
      .meta({
        description:
          'the JSON Schema of this file, for editors: "../../../../schemas/scenario.schema.json" in the built-in library',
      })
      .optional(),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'lower-case letters, digits and "-"'),
    name: z.string().min(1).max(100),
    description: z.string().max(4000).optional(),
    ...historicalFields,
    rules: rulesSchema.optional(),
    map: z
      .object({
        columns: z.number().int().min(4).max(200),
        rows: z.number().int().min(4).max(200),
        land: z.array(hexText).max(10000).optional(),
        /** 38.0 depths of shallow water hexes (feet, as the ships' depth values): hex label → depth */
        shoals: z.record(hexText, z.number().int().min(0).max(999)).optional(),
        /** 39.0 sides that know the depths without casting the lead */
        charted: z.array(z.string()).max(2).optional(),
        /** 42.7 forts and other fixed targets on shore (bomb ketches) */
        forts: z.array(fortSchema).max(60).optional(),
      })
      .strict()
      .optional(),
    wind: z
      .object({
        direction: boardDirection.meta({ description: '18.1 the board direction 1–6 the wind blows towards' }),
        velocity: z
          .number()
          .int()
          .min(0)
          .max(6)
          .meta({ description: '18.1 wind velocity 0 (becalmed) to 6 (storm), Advanced Game; default 3' })
          .optional(),
        changeNumber: z
          .number()
          .int()
          .min(1)
          .max(7)
          .meta({ description: '18.1.3 wind change number, Advanced Game; default 6; 7 never changes' })
          .optional(),
      })
      .strict(),
    /** 14.1 a single-ship action has no turn limit: refusal of combat (14.1.1) or a result ends it */
    /**
     * 14.2 victory points a side starts with (a handicap; the rules print none: I-VICT-4). They count
     * wherever points decide: at the turn limit, on a hurricane, when a side has no ship left.
     */
    handicap: z
      .record(z.string(), z.number().int().min(0).max(999))
      .meta({ description: '14.2 victory points a side starts with (a handicap, I-VICT-4)' })
      .optional(),
    turnLimit: z
      .number()
      .int()
      .min(1)
      .max(500)
      .meta({
        description: 'the game ends after this turn (14.2 points); a single-ship action may leave it out (14.1)',
      })
      .optional(),
    victory: z
      .enum(['single-ship', 'points'])
      .meta({ description: '14.1 single-ship (default with one ship a side) or 14.2 points' })
      .optional(),
    /** 14.2 special victory condition: the game ends at once when one of these ships is lost; her side loses */
    decisiveShips: z
      .array(z.string())
      .min(1)
      .max(60)
      .meta({
        description:
          '14.2 special victory condition: ship ids; the game ends at once when one of them strikes, is captured, sinks or explodes, and her side loses',
      })
      .optional(),
    deferredLoading: z
      .boolean()
      .meta({ description: '13.5 ships start unloaded and may load in turn 1 without losing their initial broadsides' })
      .optional(),
    anchorsAllowed: z.boolean().meta({ description: '20.3 anchoring is allowed in this scenario' }).optional(),
    sides: sidesSchema,
    ships: z.array(shipSchema).min(2).max(60),
    squadrons: z
      .array(squadronSchema)
      .min(1)
      .max(20)
      .meta({
        description:
          "32.1 the squadrons of six ships or fewer; every ship of a side that has squadrons is in one. A side's first squadron carries the commander's flag (its flagship is required); the other squadrons' flagships take over the command in the order listed when it is lost (32.5). Read only with the optional rule commandLag",
      })
      .optional(),
  })
  .strict();

export type ScenarioInput = z.infer<typeof scenarioSchema>;
export type ShipInput = z.infer<typeof shipSchema>;
