/**
 * checkShipOrders answers the common case (orders that pass) field by field instead of running the whole
 * strict object schema: it must accept exactly what the schema accepts, and every refusal still comes
 * from the schema (the same message).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { OrderError, checkShipOrders, shipOrdersSchema } from '../../src/engine/wsim/orders.js';
import { sprShipOrdersSchema } from '../../src/engine/springelkamp/orders.js';

function verdict(schema: z.ZodType, o: unknown): string {
  try {
    checkShipOrders(schema, o, 'orders.british.ships.amazon');
    return 'ok';
  } catch (e) {
    if (!(e instanceof OrderError)) throw e;
    return e.message;
  }
}

function schemaVerdict(schema: z.ZodType, o: unknown): string {
  const r = schema.safeParse(o);
  return r.success ? 'ok' : 'refused';
}

const keys = [...Object.keys(shipOrdersSchema.shape), 'plott', 'speed', 'constructor', 'toString', '__proto__'];
const value = fc.oneof(
  fc.constantFrom('1L1', '0', 'FS', 'BS', 'A', 'up', 'H', 'round', 'grape', 'L', 'R', 'adjacent-enemies', 'all'),
  fc.constantFrom(true, false, null, undefined, 3, -1, 1.5, 'amazon'),
  fc.constant({ L: 'round', R: 'chain' }),
  fc.constant({ L: { target: 'x' }, R: { target: ['x', 'y'], aim: 'rigging' } }),
  fc.constant({ L: { target: 'x', range: 3 } }),
  fc.constant([{ type: 'OBP', sections: 1, target: 'x' }]),
  fc.constant([{ type: 'OBP', sections: 1.5 }]),
  fc.constant(['x', 'y']),
  fc.constant([1]),
  // nested orders, right and wrong (the quick check goes into objects, arrays and unions)
  fc.constant({ L: 'round', prefer: 'L' }),
  fc.constant({ L: 'round', prefer: 'X' }),
  fc.constant({ none: true }),
  fc.constant({ none: 'yes' }),
  fc.constant({ L: { target: 'x', aim: 'hull' } }),
  fc.constant({ L: { target: 'x', aim: 'deck' } }),
  fc.constant({ L: { target: ['x', 3] } }),
  fc.constant({ L: { target: [] } }),
  fc.constant({ L: {} }),
  fc.constant({ R: null }),
  fc.constant([
    { type: 'DBP', sections: 2, target: 'x' },
    { type: 'OBP', sections: 1 },
  ]),
  fc.constant([{ type: 'XBP', sections: 1 }]),
  fc.constant([{ type: 'OBP', sections: 1, extra: true }]),
  // eslint-disable-next-line no-sparse-arrays
  fc.constant(['x', , 'y']),
  fc.constant(Object.assign(['x'], { extra: 1 })),
  fc.constant(new (class Orders {})()),
  fc.constant({ target: 'fort-1' }),
  fc.constant({ target: ['fort-1', 'x'] }),
  fc.constant({ target: 5 }),
  fc.anything(),
);

describe('checkShipOrders field by field', () => {
  it('accepts exactly what the whole schema accepts, and refuses with its message', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), (o) => {
        const mine = verdict(shipOrdersSchema, o);
        expect(mine === 'ok').toBe(schemaVerdict(shipOrdersSchema, o) === 'ok');
      }),
      { numRuns: 6000, seed: 14 },
    );
  });

  it('refuses each kind of mistake with the schema’s own message', () => {
    expect(verdict(shipOrdersSchema, { plot: '1', speed: 2 })).toBe(
      'orders.british.ships.amazon: unknown order "speed"',
    );
    expect(verdict(shipOrdersSchema, { plot: 1 })).toBe('orders.british.ships.amazon.plot: expected a plot string');
    expect(verdict(shipOrdersSchema, { fire: { L: { target: 'x', range: 3 } } })).toBe(
      'orders.british.ships.amazon.fire.L: unknown order "range"',
    );
    expect(verdict(shipOrdersSchema, [])).toBe('orders.british.ships.amazon: expected an object of orders');
    expect(verdict(shipOrdersSchema, null)).toBe('orders.british.ships.amazon: expected an object of orders');
    // a field inherited from a prototype is read by the schema too
    expect(verdict(shipOrdersSchema, Object.create({ plot: 5 }))).toBe(
      'orders.british.ships.amazon.plot: expected a plot string',
    );
    expect(verdict(shipOrdersSchema, { plot: '1L', sail: undefined, fire: { L: { target: 'x' } } })).toBe('ok');
  });

  it('answers a maximum length itself, and leaves any other check to the schema', () => {
    const capped = z
      .object({
        plot: z.string().max(3).optional(),
        ahead: z.array(z.string()).max(2).optional(),
        moves: z.string().regex(/^F*$/).max(3).optional(),
      })
      .strict();
    fc.assert(
      fc.property(
        fc.record(
          {
            plot: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
            ahead: fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.integer()), { maxLength: 4 }),
            moves: fc.stringMatching(/^[FX]{0,5}$/),
          },
          { requiredKeys: [] },
        ),
        (o) => {
          expect(verdict(capped, o) === 'ok').toBe(schemaVerdict(capped, o) === 'ok');
        },
      ),
      { numRuns: 3000, seed: 15 },
    );
    // Springelkamp's plot: at most 20 basic moves
    const spr = sprShipOrdersSchema as unknown as z.ZodType;
    expect(verdict(spr, { plot: 'F'.repeat(20) })).toBe('ok');
    expect(verdict(spr, { plot: 'F'.repeat(21) })).toMatch(/at most 20 basic moves/);
  });

  it('takes the whole schema when a field is required or unknown fields are allowed', () => {
    const required = z.object({ plot: z.string({ error: 'expected a plot string' }) }).strict();
    expect(verdict(required, {})).toMatch(/plot/);
    expect(verdict(required, { plot: 'x' })).toBe('ok');
    const loose = z.object({ plot: z.string().optional() });
    expect(verdict(loose, { plot: 'x', extra: 1 })).toBe('ok');
    expect(schemaVerdict(loose, { plot: 'x', extra: 1 })).toBe('ok');
  });
});
