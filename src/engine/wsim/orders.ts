/**
 * The orders a side gives for a turn, validated against one schema (zod) before any phase reads them:
 * a malformed part is an OrderError naming its path (`orders.british.ships.amazon.grapple: …`), never
 * a crash in a phase or a poisoned state. Legal but pointless orders (a grapple of a ship not adjacent,
 * a load the rules forbid) are not errors: the phase that reads them drops them with an
 * `orderIgnored` event naming the rule (I-ORDER-1).
 */
import { z } from 'zod';
import type { GameState, OrdersBySide, ShipOrders } from './types.js';
import {
  OrderError,
  checkNamed,
  checkOrdersShape,
  checkShipOrders,
  eachShipOrders,
  orderPathText,
  shipIndex,
} from '../orderShape.js';
import { parsePlot, PlotSyntaxError } from './plot.js';

export { OrderError, checkOrdersShape, checkShipOrders, orderPathText };

const shipId = z.string({ error: 'expected a ship id' });
const ammo = z.enum(['round', 'chain', 'double', 'grape'], {
  error: 'expected one of "round", "chain", "double", "grape"',
});
const broadside = z.enum(['L', 'R'], { error: 'expected "L" or "R"' });

const fireOrder = z
  .object(
    {
      target: z.union([shipId, z.array(shipId)], { error: 'expected a ship id or a list of ship ids' }).optional(),
      otherwise: z.enum(['closest', 'hold'], { error: 'expected "closest" or "hold"' }).optional(),
      aim: z.enum(['hull', 'rigging'], { error: 'expected "hull" or "rigging"' }).optional(),
      asGrape: z.boolean({ error: 'expected true or false' }).optional(),
      sections: z.enum(['both', 'bow', 'stern'], { error: 'expected "both", "bow" or "stern"' }).optional(),
      discharge: z.boolean({ error: 'expected true or false' }).optional(),
    },
    { error: 'expected a fire order object' },
  )
  .strict();

const boardingParty = z
  .object(
    {
      type: z.enum(['OBP', 'DBP', 'TBP'], { error: 'expected "OBP", "DBP" or "TBP"' }),
      sections: z
        .number({ error: 'expected a number of crew sections' })
        .int({ error: 'expected a whole number of crew sections' }),
      target: shipId.optional(),
      counterBoard: z.boolean({ error: 'expected true or false' }).optional(),
    },
    { error: 'expected a boarding party { type, sections, target? }' },
  )
  .strict();

/** Every field of a ship's orders for one turn (types.ts ShipOrders). */
export const shipOrdersSchema = z
  .object(
    {
      plot: z.string({ error: 'expected a plot string' }).optional(),
      sail: z.enum(['FS', 'BS'], { error: 'expected "FS" or "BS"' }).optional(),
      anchor: z.enum(['A', 'AB', 'AS', 'up', 'cut'], { error: 'expected "A", "AB", "AS", "up" or "cut"' }).optional(),
      repair: z.enum(['H', 'G', 'R'], { error: 'expected "H", "G" or "R"' }).optional(),
      unfoul: z.boolean({ error: 'expected true or false' }).optional(),
      sacrificeRigging: z.boolean({ error: 'expected true or false' }).optional(),
      grapple: z
        .union([z.array(shipId), z.literal('adjacent-enemies')], {
          error: 'expected a list of ship ids or "adjacent-enemies"',
        })
        .optional(),
      ungrapple: z
        .union([z.array(shipId), z.literal('all')], { error: 'expected a list of ship ids or "all"' })
        .optional(),
      boarding: z.array(boardingParty, { error: 'expected a list of boarding parties' }).optional(),
      fire: z
        .object({ L: fireOrder.optional(), R: fireOrder.optional() }, { error: 'expected { L?, R? } fire orders' })
        .strict()
        .optional(),
      gunHits: broadside.optional(),
      load: z
        .object(
          {
            L: ammo.optional(),
            R: ammo.optional(),
            prefer: broadside.optional(),
            none: z.boolean({ error: 'expected true or false' }).optional(),
          },
          { error: 'expected a load order { L?, R?, prefer?, none? }' },
        )
        .strict()
        .optional(),
      initialLoads: z
        .object({ L: ammo.optional(), R: ammo.optional() }, { error: 'expected { L?, R? } initial loads' })
        .strict()
        .optional(),
      initialSail: z.enum(['FS', 'BS'], { error: 'expected "FS" or "BS"' }).optional(),
      disengage: z.boolean({ error: 'expected true or false' }).optional(),
      tow: shipId.optional(),
      lighten: z.boolean({ error: 'expected true or false' }).optional(),
      mortar: z
        .object(
          {
            target: z
              .union([z.string({ error: 'expected a fort or ship id' }), z.array(z.string())], {
                error: 'expected a fort or ship id or a list of them',
              })
              .optional(),
          },
          { error: 'expected a mortar order { target? }' },
        )
        .strict()
        .optional(),
      loadMortars: z.boolean({ error: 'expected true or false' }).optional(),
      ahead: z
        .array(z.string({ error: 'expected a plot string' }), { error: 'expected a list of plot strings' })
        .max(10, { error: 'expected at most 10 plots written ahead (32.3)' })
        .optional(),
      hoistFlag: z.boolean({ error: 'expected true or false' }).optional(),
    },
    { error: 'expected an object of orders' },
  )
  .strict();

/**
 * Structural check of orders: sides and ships exist, each ship is ordered by the side in control, and
 * every order field has the shape shipOrdersSchema gives it. Throws OrderError naming the path.
 */
export function validateOrders(state: GameState, orders: OrdersBySide): void {
  checkOrdersShape(
    state.static,
    orders,
    (i) => state.ships[i].prize?.side ?? state.static.ships[i].side,
    checkWsimShipOrders,
  );
}

const checkWsimShipOrders = (o: unknown, path: string): void => checkShipOrders(shipOrdersSchema, o, path);

/**
 * What validateOrders leaves to the phases, checked in a record's well-formed orders (record.ts): every
 * plot is written as one (7.2.2) and every ship or fort an order names is in the game. A turn being played
 * sails such a plot as an illegal, empty one (7.2.7) and drops such a target; a record holding one was
 * not written by a game, and a record without digests has nothing else to show it.
 */
export function checkRecordedOrders(state: GameState, orders: OrdersBySide): void {
  const ships = shipIndex(state.static.ships);
  const ship = (id: string) => ships.has(id);
  const forts = new Set((state.static.map.forts ?? []).map((f) => f.id));
  const shipOrFort = (id: string) => ship(id) || forts.has(id);
  eachShipOrders(orders, (o: ShipOrders, path) => {
    if (o.plot !== undefined) checkPlotText(`${path}.plot`, o.plot);
    o.ahead?.forEach((p, i) => checkPlotText(`${path}.ahead[${i}]`, p));
    checkNamed(`${path}.fire.L.target`, o.fire?.L?.target, ship);
    checkNamed(`${path}.fire.R.target`, o.fire?.R?.target, ship);
    if (o.grapple !== 'adjacent-enemies') checkNamed(`${path}.grapple`, o.grapple, ship);
    if (o.ungrapple !== 'all') checkNamed(`${path}.ungrapple`, o.ungrapple, ship);
    o.boarding?.forEach((b, i) => checkNamed(`${path}.boarding[${i}].target`, b.target, ship));
    checkNamed(`${path}.tow`, o.tow, ship);
    checkNamed(`${path}.mortar.target`, o.mortar?.target, shipOrFort, 'ship or fort');
  });
}

function checkPlotText(path: string, text: string): void {
  try {
    parsePlot(text);
  } catch (e) {
    if (e instanceof PlotSyntaxError) throw new OrderError(`${path}: not a plot: ${e.message}`);
    throw e;
  }
}

/** Ship orders given in two words (a paused turn, a boarding word): the later one's fields win, ship by ship. */
export function mergeShipOrders<O extends object = ShipOrders>(
  into: Readonly<Record<string, O>>,
  more: Readonly<Record<string, O>>,
): Record<string, O> {
  const out = { ...into };
  for (const id of Object.keys(more)) out[id] = { ...out[id], ...more[id] };
  return out;
}

/** Both sides' orders given in two words, merged side by side and ship by ship (the one merge of the workbench). */
export function mergeOrders(a: OrdersBySide, b: OrdersBySide): OrdersBySide {
  const out: OrdersBySide = {};
  for (const side of new Set([...Object.keys(a), ...Object.keys(b)]))
    out[side] = { ships: mergeShipOrders(a[side]?.ships ?? {}, b[side]?.ships ?? {}) };
  return out;
}
