/**
 * The scenario file format (JSON), validated with zod. docs/scenarios.md describes every field.
 * Ship figures come from a built-in class (`class`) or are written out; Basic Game values are
 * converted to Advanced log values by 16.2.1–16.2.2 unless `advanced` figures are given.
 */
import { z } from 'zod';

const quality = z.enum(['elite', 'crack', 'average', 'green', 'poor']);
/** Ids key tables in the engine and in JSON files: never a name every JavaScript object already has. */
const notReserved = (id: string) => !(id in Object.prototype);
const RESERVED_ID = 'a name JavaScript objects reserve (toString, constructor, __proto__, …): choose another id';
const ammo = z.enum(['round', 'chain', 'double', 'grape']);
const hexText = z.string().min(2).max(16);
const boardDirection = z.number().int().min(1).max(6);
const count = z.number().int().min(0).max(999);
const sections = z.array(count).min(1).max(8);
/** guns/carronades per broadside: one number for both sides, or {L, R} (each a number or [bow, stern]) */
const perSide = z.union([
  count,
  z.object({ L: z.union([count, z.array(count).min(1).max(2)]), R: z.union([count, z.array(count).min(1).max(2)]) }).strict(),
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
  })
  .partial()
  .strict();

export const rulesSchema = z
  .object({
    level: z.enum(['basic', 'advanced']),
    optional: optionalRulesSchema,
    capturedPointsMultiplier: z.union([z.literal(1), z.literal(2)]),
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
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'an id of letters, digits, "-" or "_"').refine(notReserved, RESERVED_ID),
    name: z.string().min(1).max(60).optional(),
    side: z.string().min(1),
    class: z.string().optional(),
    nation: z.string().min(1).max(40).optional(),
    shipClass: z.number().int().min(1).max(7).optional(),
    gunRating: count.optional(),
    battleSail: z.union([z.literal(3), z.literal(4)]).optional(),
    fullSail: z.number().int().min(5).max(7).optional(),
    turning: z.number().int().min(1).max(3).optional(),
    hull: z.number().int().min(1).max(999).optional(),
    crew: sections.optional(),
    guns: perSide.optional(),
    carronades: perSide.optional(),
    rigging: z.array(count).min(1).max(4).optional(),
    advanced: advancedFigures.optional(),
    quality: quality,
    points: count.optional(),
    bow: hexText,
    heading: boardDirection,
    entersOnTurn: z.number().int().min(1).max(999).optional(),
    fullSailAtStart: z.boolean().optional(),
    anchored: z.enum(['A', 'AB', 'AS']).optional(),
    loads: z.object({ L: ammo.nullable(), R: ammo.nullable() }).strict().optional(),
    foreAndAft: z.boolean().optional(),
    rowed: z.boolean().optional(),
    /** 41.1.1 at sea three months or more without coppering */
    uncoppered: z.boolean().optional(),
    /** 41.2.1 newly arrived on a station: true = one extra crew square per section, 2 = two (ships of the line only) */
    newlyArrived: z.union([z.boolean(), z.literal(1), z.literal(2)]).optional(),
    /** 38.0 depth value (draught): runs aground in water this deep or shallower (default: the class's) */
    depth: z.number().int().min(0).max(999).optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'lower-case letters, digits and "-"'),
    name: z.string().min(1).max(100),
    description: z.string().max(4000).optional(),
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
      })
      .strict()
      .optional(),
    wind: z
      .object({
        direction: boardDirection,
        velocity: z.number().int().min(0).max(6).optional(),
        changeNumber: z.number().int().min(1).max(7).optional(),
      })
      .strict(),
    /** 14.1 a single-ship action has no turn limit: refusal of combat (14.1.1) or a result ends it */
    turnLimit: z.number().int().min(1).max(500).optional(),
    victory: z.enum(['single-ship', 'points']).optional(),
    deferredLoading: z.boolean().optional(),
    anchorsAllowed: z.boolean().optional(),
    sides: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'lower-case letters, digits and "-"').refine(notReserved, RESERVED_ID), name: z.string().min(1).max(60) }).strict())
      .length(2),
    ships: z.array(shipSchema).min(2).max(60),
  })
  .strict();

export type ScenarioInput = z.infer<typeof scenarioSchema>;
export type ShipInput = z.infer<typeof shipSchema>;
export type RulesSchemaInput = z.infer<typeof rulesSchema>;
