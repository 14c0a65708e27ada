/**
 * The parts of a scenario file every rule system writes the same way (zod): ids that cannot be a name every
 * JavaScript object already has (they key tables in the engine and in JSON files), and the two sides.
 */
import { z } from 'zod';

/** Ids key tables in the engine and in JSON files: never a name every JavaScript object already has. */
export const notReserved = (id: string) => !(id in Object.prototype);
export const RESERVED_ID = 'a name JavaScript objects reserve (toString, constructor, __proto__, …): choose another id';

/** The two sides of a scenario: a lower-case id and a name each. */
export const sidesSchema = z
  .array(
    z
      .object({
        id: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'lower-case letters, digits and "-"')
          .refine(notReserved, RESERVED_ID),
        name: z.string().min(1).max(60),
      })
      .strict(),
  )
  .length(2);
