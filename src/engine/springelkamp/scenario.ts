/**
 * The Springelkamp scenario file (JSON, `"system": "springelkamp"`), validated with one zod schema: every
 * mistake is one line naming the file, the field and what was expected (ScenarioError), never a stack trace.
 */
import { z } from 'zod';
import { parseJsonText } from '../json.js';
import { notReserved, RESERVED_ID, sidesSchema } from '../scenarioParts.js';
import { ScenarioError, describeIssue, pathText } from '../scenarioErrors.js';
import { dir, hexKey, neighbor, parseHexLabel, toOffset, hexLabel } from '../hex.js';
import { SHIP_CATALOGUE, catalogueShip } from './ships.js';
import { windAttitude } from './geometry.js';
import { MAX_RIGGING_BOXES, RIGGING_SECTIONS } from './tables.js';
import { SAILS } from './types.js';

export const SYSTEM_ID = 'springelkamp';

export const specialRulesSchema = z
  .object({ sternRake: z.boolean(), sternRakeAnyTime: z.boolean(), boarding: z.boolean(), prizeCrews: z.boolean() })
  .partial()
  .strict();

/** What a player reads for each special rule: its heading in the text. */
export const SPECIAL_RULE_TITLES: Readonly<
  Record<keyof z.infer<typeof specialRulesSchema>, { readonly title: string; readonly rule: string }>
> = {
  sternRake: { title: 'Stern rake (+20)', rule: 'Special rules: Stern Rake' },
  sternRakeAnyTime: {
    title: 'Stern rake at any point of the move',
    rule: 'Stern Rake, "if you really love stern rakes"',
  },
  boarding: { title: 'Grappling, boarding and melee', rule: 'Special rules: Grappling, Ungrappling, Melee' },
  prizeCrews: { title: 'Prize crews', rule: 'Special rules: Prize Crews' },
};

/** The rules options (scenario `rules`, records, experiments): the special rules as switches. */
export const sprRulesSchema = z.object({ special: specialRulesSchema }).partial().strict();
export type SprRulesInput = z.infer<typeof sprRulesSchema>;

const speedEntry = z.union([z.literal('D'), z.tuple([z.number().int().min(0).max(9), z.number().int().min(0).max(9)])]);
const speedRow = z.object({ FS: speedEntry, ES: speedEntry, SS: speedEntry, NS: speedEntry }).strict();
/** Movement: Speed — "Speed tables can be different for different ships": [max, min] or "D" per cell. */
const speedTableSchema = z
  .object({
    B: speedRow,
    I: speedRow,
    Q: speedRow,
    F: speedRow,
    D: z
      .object({
        FS: z.number().int().min(0).max(6),
        ES: z.number().int().min(0).max(6),
        SS: z.number().int().min(0).max(6),
        NS: z.number().int().min(0).max(6),
      })
      .strict(),
  })
  .strict();

const sail = z.enum(SAILS);

export const sprShipSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'an id of letters, digits, "-" or "_"')
      .refine(notReserved, RESERVED_ID)
      .refine(
        (id) => id !== 'closest',
        '"closest" is the fire order\'s word for the nearest target: choose another id',
      ),
    name: z.string().min(1).max(60).optional(),
    side: z.string().min(1),
    /** a ship of the text's list (List of Ships): e.g. "fr-74l" */
    type: z.string().min(1),
    nation: z.string().min(1).max(40).optional(),
    /** Ship Data: Crew morale and quality, 1..6 */
    morale: z.number().int().min(1).max(6).optional(),
    quality: z.number().int().min(1).max(6).optional(),
    /** List of Ships: "Add or subtract from # to represent crew quality in fire combat" */
    firepowerModifier: z.number().int().min(-30).max(30).optional(),
    /** List of Ships: "Add or subtract from C to represent marines, quality, number etc." */
    crewModifier: z.number().int().min(-30).max(30).optional(),
    decks: z.number().int().min(0).max(4).optional(),
    /** Movement: Turning Ability (0 stands for "<1") */
    turning: z.number().int().min(0).max(3).optional(),
    rigging: z.array(z.number().int().min(1).max(MAX_RIGGING_BOXES)).length(RIGGING_SECTIONS).optional(),
    speed: speedTableSchema.optional(),
    sail: sail.optional(),
    bow: z.string().min(2).max(16),
    heading: z.number().int().min(1).max(6),
  })
  .strict();

export const sprScenarioSchema = z
  .object({
    $schema: z.string().optional(),
    system: z.literal(SYSTEM_ID),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'lower-case letters, digits and "-"'),
    name: z.string().min(1).max(100),
    description: z.string().max(4000).optional(),
    /** the WS&IM scenario of the same action, if any */
    wsim: z.string().optional(),
    rules: sprRulesSchema.optional(),
    map: z
      .object({ columns: z.number().int().min(4).max(200), rows: z.number().int().min(4).max(200) })
      .strict()
      .optional(),
    /** the board direction (1..6) the wind blows towards */
    wind: z.object({ direction: z.number().int().min(1).max(6) }).strict(),
    /** the text has no victory rules: the game ends at the turn limit at the latest (I-SPR-10) */
    turnLimit: z.number().int().min(1).max(500),
    sides: sidesSchema,
    ships: z.array(sprShipSchema).min(2).max(60),
  })
  .strict();

export type SprScenarioInput = z.infer<typeof sprScenarioSchema>;
export type SprShipInput = z.infer<typeof sprShipSchema>;
export interface SprScenario extends SprScenarioInput {
  system: typeof SYSTEM_ID;
}

/** The speed table's cells are the only union of this schema; the rest reads as WS&IM's loader says it. */
function issueText(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_union' ? 'expected "D" or [max, min]' : describeIssue(issue);
}

const validated = new WeakSet<object>();

export function isSprScenario(x: unknown): x is SprScenario {
  return typeof x === 'object' && x !== null && validated.has(x);
}

/** Parse and validate a Springelkamp scenario; throws ScenarioError with one line per mistake. */
export function loadSprScenario(input: string | unknown, file = '<scenario>'): SprScenario {
  if (isSprScenario(input)) return input;
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = parseJsonText(input);
    } catch (e) {
      throw new ScenarioError(file, [`${file}: ${(e as Error).message}`]);
    }
  }
  const parsed = sprScenarioSchema.safeParse(raw);
  if (!parsed.success)
    throw new ScenarioError(
      file,
      parsed.error.issues.map((i) => `${file}: ${pathText(i.path)}: ${issueText(i)}`),
    );
  const s = parsed.data;
  const errors: string[] = [];
  const err = (path: string, msg: string) => errors.push(`${file}: ${path}: ${msg}`);
  const sideIds = new Set(s.sides.map((x) => x.id));
  if (sideIds.size !== 2) err('sides', 'expected two different side ids');
  const ids = new Set<string>();
  const occupied = new Map<number, string>();
  const wind = dir(s.wind.direction - 1);
  s.ships.forEach((ship, i) => {
    const p = `ships[${i}]`;
    if (ids.has(ship.id)) err(`${p}.id`, `expected a unique ship id ("${ship.id}" is used twice)`);
    ids.add(ship.id);
    if (!sideIds.has(ship.side))
      err(`${p}.side`, `expected one of ${[...sideIds].map((x) => `"${x}"`).join(', ')} (got "${ship.side}")`);
    if (!catalogueShip(ship.type))
      err(
        `${p}.type`,
        `unknown ship type "${ship.type}": expected a ship of the List of Ships (${SHIP_CATALOGUE.length} types, e.g. gb-74a, fr-74l, nl-74, es-112; see docs/rules-coverage-springelkamp.md)`,
      );
    const heading = dir(ship.heading - 1);
    if (windAttitude(heading, wind) === 'H')
      err(
        `${p}.heading`,
        'a ship may not head into the wind (Movement: Turning — "It is not allowed to turn Into the Wind")',
      );
    const bow = parseHexLabel(ship.bow);
    if (!bow) {
      err(`${p}.bow`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(ship.bow)})`);
      return;
    }
    for (const [h, part] of [
      [bow, 'bow'],
      [neighbor(bow, heading + 3), 'stern'],
    ] as const) {
      const k = hexKey(h);
      const other = occupied.get(k);
      if (other) err(`${p}.bow`, `the ${part} hex is already occupied by "${other}"`);
      occupied.set(k, ship.id);
    }
  });
  for (const side of sideIds)
    if (!s.ships.some((x) => x.side === side)) err('ships', `expected at least one ship for side "${side}"`);
  if (errors.length) throw new ScenarioError(file, errors);
  const out = s;
  validated.add(out);
  return out;
}

/** Legal but suspicious set-ups: a ship off the drawn map. */
export function sprScenarioWarnings(s: SprScenario, file = '<scenario>'): string[] {
  const out: string[] = [];
  const cols = s.map?.columns ?? 32;
  const rows = s.map?.rows ?? 40;
  s.ships.forEach((ship, i) => {
    const bow = parseHexLabel(ship.bow);
    if (!bow) return;
    for (const [part, h] of [
      ['bow', bow],
      ['stern', neighbor(bow, dir(ship.heading - 1 + 3))],
    ] as const) {
      const { col, row } = toOffset(h);
      if (col < 0 || row < 0 || col >= cols || row >= rows)
        out.push(
          `${file}: ships[${i}].bow: the ${part} hex ${hexLabel(h)} of "${ship.id}" is off the drawn map (${cols} columns × ${rows} rows)`,
        );
    }
  });
  return out;
}
