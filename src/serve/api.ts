/**
 * The requests the server accepts: one zod schema per request body. Every body is untrusted; a
 * mistake is answered 400 with one line per field ("rules.level: expected basic or advanced").
 */
import { z } from 'zod';
import { ruleSystems } from '../index.js';

const token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected a seat token');
const shipId = z.string().min(1).max(64);

export const newGameRequest = z
  .object({
    scenario: z.string().min(1).max(64).optional(),
    /** an uploaded scenario file's parsed JSON */
    scenarioFile: z.unknown().optional(),
    scenarioFileName: z.string().max(200).optional(),
    rules: z
      .object({
        /**
         * a rule system's level (WS&IM's basic or advanced, springelkamp, …, every registered system's): a scenario
         * of another system is played from its counterpart (I-SYS-1)
         */
        level: z
          .string()
          .max(40)
          .superRefine((level, ctx) => {
            const levels = ruleSystems().flatMap((s) => s.rulesWords.levels);
            if (!levels.includes(level)) ctx.addIssue({ code: 'custom', message: `expected ${levels.join(', ')}` });
          }),
        /** the system's switches (WS&IM's optional rules, Springelkamp's special rules): each read by its system */
        optional: z.array(z.string().min(1).max(40)).max(40).default([]),
      })
      .strict(),
    /** default: the scenario's first side */
    side: z.string().min(1).max(64).optional(),
    opponent: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('captain'), captain: z.string().min(1).max(200) }).strict(),
      z.object({ kind: z.literal('human') }).strict(),
    ]),
    /** only against a computer captain: in a game between two people the server draws the seed */
    seed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'expected letters, digits, - or _ (at most 40)')
      .optional(),
  })
  .strict()
  .refine((r) => (r.scenario === undefined) !== (r.scenarioFile === undefined), {
    message: 'give either a built-in scenario or a scenario file',
    path: ['scenario'],
  });

export const orderRequest = z
  .object({
    seat: token,
    ship: shipId,
    command: z
      .string()
      .min(1)
      .max(20)
      .regex(/^[a-z]+$/i, 'expected an order word (plot, fire, load…)'),
    args: z.array(z.string().max(40)).max(6).default([]),
  })
  .strict();

export const previewRequest = z.object({ seat: token, ship: shipId, plot: z.string().min(1).max(40) }).strict();
export const seatRequest = z.object({ seat: token }).strict();
/** A join link used: its secret (the page's `join` parameter). */
export const joinRequest = z.object({ invite: token }).strict();
export const clearRequest = z.object({ seat: token, ship: shipId }).strict();
export const replayRequest = z.object({ record: z.unknown(), name: z.string().max(200).optional() }).strict();

/** zod issues as "field: message" lines. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`);
}

/** A lab game to replay: an experiment file under the server's folder (relative, .json) and a game id of it. */
export const labGameQuery = z
  .object({
    experiment: z
      .string()
      .min(1)
      .max(300)
      .regex(
        /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9_./-]+\.json$/,
        'expected a relative path to an experiment .json file under the folder wsim serve runs in',
      ),
    game: z
      .string()
      .min(3)
      .max(2000)
      .regex(/#\d+$/, 'expected a game id "<cell id>#<index>" (the gameId of a results row)'),
    /** the game's seed as the results row gives it: the seed the run used (`wsim sim --seed` changes it) */
    /** only against a computer captain: in a game between two people the server draws the seed */
    seed: z
      .string()
      .min(1, 'expected the seed of a results row')
      .max(300, 'expected the seed of a results row (at most 300 characters)')
      .optional(),
  })
  .strict();
