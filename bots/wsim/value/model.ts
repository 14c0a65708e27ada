/**
 * The learned value of a WS&IM position: the chance-weighted result (won 1, drawn ½, lost 0) a side
 * can expect from a position it sees, a logistic model over the features of `features.ts`, fitted
 * by `wsim captain train` on self-play positions and kept as a small versioned data file
 * (`wsim-value.json`, with the command, seed and figures that made it). A model file given by a
 * user is data: it is checked against one schema and its feature names against the features this
 * version computes, and refused in one line naming the file and the field.
 */
import { z } from 'zod';
import type { PlayerView } from '../../../src/api/wsim.js';
import { FEATURE_COUNT, FEATURE_NAMES, positionFeatures } from './features.js';
import builtIn from './wsim-value.json' with { type: 'json' };
import builtInTurn from './wsim-value-turn.json' with { type: 'json' };

/** The format of a model file; a file of another format version is refused. */
export const VALUE_MODEL_FORMAT = 1;

const trainingSchema = z
  .object({
    command: z.string(),
    seed: z.string(),
    games: z.number().int().nonnegative(),
    positions: z.number().int().nonnegative(),
    captain: z.string(),
    scenarios: z.array(z.string()),
    logLoss: z.number(),
    brier: z.number(),
    holdout: z.object({ positions: z.number().int().nonnegative(), logLoss: z.number(), brier: z.number() }),
  })
  .strict();

export const valueModelSchema = z
  .object({
    format: z.literal(VALUE_MODEL_FORMAT),
    system: z.literal('wsim'),
    version: z.string().min(1),
    features: z.array(z.string()),
    weights: z.array(z.number().finite()),
    errors: z.array(z.number().finite().nonnegative()),
    training: trainingSchema,
  })
  .strict();

export type ValueModel = z.infer<typeof valueModelSchema>;

/** A model file that does not fit this version of the features: one line naming file and field. */
export class ValueModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValueModelError';
  }
}

/** Check a parsed model file (`file` names it in the message). */
export function checkValueModel(input: unknown, file: string): ValueModel {
  const r = valueModelSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    const path = issue.path.length ? issue.path.join('.') : '(the file)';
    throw new ValueModelError(`${file}: ${path}: ${issue.message}`);
  }
  const m = r.data;
  if (m.features.length !== FEATURE_COUNT || m.features.some((f, i) => f !== FEATURE_NAMES[i]))
    throw new ValueModelError(
      `${file}: features: expected [${FEATURE_NAMES.join(', ')}] (got [${m.features.join(', ')}])`,
    );
  if (m.weights.length !== FEATURE_COUNT || m.errors.length !== FEATURE_COUNT)
    throw new ValueModelError(`${file}: weights: expected ${FEATURE_COUNT} weights and errors, one per feature`);
  return m;
}

/** The model shipped with the captains (bots/wsim/value/wsim-value.json). */
export const BUILT_IN_VALUE_MODEL: ValueModel = checkValueModel(builtIn, 'bots/wsim/value/wsim-value.json');
/** The model of positions at the end of a turn (a search that plays whole turns weighs its leaves there). */
export const BUILT_IN_TURN_MODEL: ValueModel = checkValueModel(builtInTurn, 'bots/wsim/value/wsim-value-turn.json');

/** The value of features `x` (FEATURE_NAMES order) under `model`: the expected result for the side, in (0, 1). */
export function valueOfFeatures(model: ValueModel, x: Float64Array): number {
  let z = 0;
  const w = model.weights;
  for (let j = 0; j < w.length; j++) z += w[j] * x[j];
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

const scratch = new Float64Array(FEATURE_COUNT);

/** The value of the position the view shows, for the view's side. */
export function positionValue(view: PlayerView, model: ValueModel = BUILT_IN_VALUE_MODEL): number {
  return valueOfFeatures(model, positionFeatures(view, scratch));
}
