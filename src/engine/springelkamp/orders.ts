/**
 * A Springelkamp turn's orders, validated against one schema before any phase reads them: a malformed part is
 * an OrderError naming its path and the rule, in one line. An order of WS&IM that this system does not have
 * (a load of chainshot, an anchor, a repair) is refused naming why.
 */
import { z } from 'zod';
import { OrderError, checkNamed, checkOrdersShape, checkShipOrders, eachShipOrders, shipIndex } from '../orderShape.js';
import { splitComplement } from './damage.js';
import { ADJACENT } from './phases/boarding.js';
import { parseSprPlot, SprPlotSyntaxError } from './plot.js';
import { SPLITTING_TABLE } from './tables.js';
import { SAILS, type SprOrders, type SprShipOrders, type SprState } from './types.js';

const shipId = z.string({ error: 'expected a ship id' });
const turnSide = z.enum(['P', 'S'], { error: 'expected "P" or "S"' });

const fireOrder = z
  .object(
    {
      /** a ship, or "closest": the nearest target the broadside has in the Fire Combat Phase (I-SPR-32) */
      target: shipId,
      aim: z
        .enum(['hull', 'rigging'], {
          error: 'expected "hull" or "rigging" (Fire Combat: "Targettype can be Hull or Rigging")',
        })
        .optional(),
      sternRake: z
        .boolean({
          error: 'expected true or false (Stern Rake: "anounce the possibility of this shot before the movement")',
        })
        .optional(),
    },
    { error: 'expected a fire order { target, aim?, sternRake? }' },
  )
  .strict();

export const sprShipOrdersSchema = z
  .object(
    {
      plot: z
        .string({ error: 'expected a plot string of F, P, S' })
        .max(20, { error: 'expected at most 20 basic moves' })
        .optional(),
      sail: z
        .enum(SAILS, {
          error: 'expected "FS", "ES", "SS" or "NS" (Movement: Sail Settings)',
        })
        .optional(),
      fire: z
        .object({ L: fireOrder.optional(), R: fireOrder.optional() }, { error: 'expected { L?, R? } fire orders' })
        .strict()
        .optional(),
      unfoul: z.boolean({ error: 'expected true or false' }).optional(),
      collisionRoll: z
        .enum(['add', 'subtract'], {
          error: 'expected "add" or "subtract" (Collisions: "You may add _or_ subtract the crew quality to the roll")',
        })
        .optional(),
      driftTurn: turnSide.optional(),
      boardingParty: z.boolean({ error: 'expected true or false' }).optional(),
      grapple: shipId.optional(),
      ungrapple: z.boolean({ error: 'expected true or false' }).optional(),
      board: shipId.optional(),
      breakOff: z.boolean({ error: 'expected true or false' }).optional(),
      prizeCrew: shipId.optional(),
      split: z
        .object(
          {
            ship: shipId,
            minus: z.number({ error: 'expected a number' }).refine((v) => splitComplement(v) !== null, {
              error: `expected a Splitting Table modifier: 0 to 10 or one of ${SPLITTING_TABLE.join(', ')} (Melee: Special Cases)`,
            }),
          },
          { error: 'expected { ship, minus }: the group facing that ship and its Splitting Table modifier' },
        )
        .strict()
        .optional(),
    },
    { error: 'expected an object of orders' },
  )
  .strict();

/** WS&IM orders with no place in these rules: why, in the text's words. */
const WSIM_ONLY: Readonly<Record<string, string>> = {
  load: 'there is no loading phase and no choice of ammunition: grapeshot and carronades are in the firepower table (Fire Combat: Note on Loading the Guns)',
  initialLoads: 'there is no loading and no choice of ammunition (Fire Combat: Note on Loading the Guns)',
  ammo: 'there is no choice of ammunition (Fire Combat: Note on Loading the Guns)',
  asGrape: 'there is no choice of ammunition (Fire Combat: Note on Loading the Guns)',
  sections: 'a broadside fires as a whole (Fire Combat: Basic Fire Combat Procedure)',
  discharge: 'guns are not loaded, so not discharged (Fire Combat: Note on Loading the Guns)',
  otherwise: 'each broadside names its target (Fire Combat: "Designate Firer, Target and targettype")',
  anchor: 'these rules have no anchoring',
  repair: 'these rules have no repairs (only clearing fallen rigging and fighting fire, in the Wind Phase)',
  sacrificeRigging: 'these rules have no such order',
  boarding: 'boarding is "boardingParty", "grapple" and "board" (Special rules: Grappling, Melee)',
  initialSail: 'the scenario sets the starting sail; "sail" plots the next (Movement: Changing Sail)',
  disengage: 'these rules have no disengagement',
};

/** Structural check: sides and ships exist, each ship is ordered by its controller, every field has its shape. */
export function validateSprOrders(state: SprState, orders: unknown): SprOrders {
  const st = state.static;
  checkOrdersShape(
    st,
    orders,
    (i) => state.ships[i].controller,
    checkSprShip,
    {
      fields: ['enemyDrift'],
      check(so, side) {
        if (so.enemyDrift === undefined) return;
        const r = enemyDriftSchema.safeParse(so.enemyDrift);
        if (!r.success)
          throw new OrderError(
            `orders.${side}.enemyDrift: expected { <enemy ship id>: "P" | "S" } (Drifting: "otherwise the enemy chooses")`,
          );
        for (const id of Object.keys(r.data))
          if (!st.ships.some((s) => s.id === id))
            throw new OrderError(`orders.${side}.enemyDrift: unknown ship "${id}"`);
      },
    },
    'commanded',
  );
  return orders as SprOrders;
}

const enemyDriftSchema = z.record(z.string(), turnSide);

/** One ship's orders: a WS&IM order is named as one (wsimOnly) before the schema names any other mistake. */
const checkSprShip = (o: unknown, path: string): void => checkShipOrders(sprShipOrdersSchema, o, path, wsimOnly);

/** A WS&IM order given under Springelkamp's rules is refused with the rule that has none. */
function wsimOnly(o: unknown, path: string): void {
  if (o !== null && typeof o === 'object') {
    const fire = (o as { fire?: Record<string, unknown> }).fire;
    for (const [key, why] of Object.entries(WSIM_ONLY)) {
      if (key in o) throw new OrderError(`${path}.${key}: a WS&IM order; under Springelkamp's rules ${why}`);
      if (fire && typeof fire === 'object') {
        for (const b of ['L', 'R']) {
          const f = fire[b];
          if (f && typeof f === 'object' && key in f)
            throw new OrderError(`${path}.fire.${b}.${key}: a WS&IM order; under Springelkamp's rules ${why}`);
        }
      }
    }
  }
}

/**
 * What validateSprOrders leaves to the phases, checked in a record's well-formed orders (record.ts): every
 * plot is written in basic moves (Movement) and every ship an order names is in the game (fire at "closest",
 * I-SPR-32, and a grapple of the "adjacent" enemy aside). A record holding anything else was not written by a game.
 */
export function checkSprRecordedOrders(state: SprState, orders: SprOrders): void {
  const ships = shipIndex(state.static.ships);
  const ship = (id: string) => ships.has(id);
  eachShipOrders(orders, (o: SprShipOrders, path) => {
    if (o.plot !== undefined) {
      try {
        parseSprPlot(o.plot);
      } catch (e) {
        if (e instanceof SprPlotSyntaxError) throw new OrderError(`${path}.plot: not a plot: ${e.message}`);
        throw e;
      }
    }
    for (const b of ['L', 'R'] as const) {
      const target = o.fire?.[b]?.target;
      if (target !== 'closest') checkNamed(`${path}.fire.${b}.target`, target, ship);
    }
    if (o.grapple !== ADJACENT) checkNamed(`${path}.grapple`, o.grapple, ship);
    checkNamed(`${path}.board`, o.board, ship);
    checkNamed(`${path}.prizeCrew`, o.prizeCrew, ship);
    checkNamed(`${path}.split.ship`, o.split?.ship, ship);
  });
}

export function mergeSprOrders(a: SprOrders, b: SprOrders): SprOrders {
  const out: SprOrders = {};
  for (const side of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const ships: Record<string, SprShipOrders> = { ...(a[side]?.ships ?? {}) };
    for (const [id, o] of Object.entries(b[side]?.ships ?? {})) ships[id] = { ...ships[id], ...o };
    const enemyDrift = { ...(a[side]?.enemyDrift ?? {}), ...(b[side]?.enemyDrift ?? {}) };
    out[side] = Object.keys(enemyDrift).length ? { ships, enemyDrift } : { ships };
  }
  return out;
}
