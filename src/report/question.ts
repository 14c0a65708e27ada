/**
 * Which factor the report answers first: `--question` (ammo, quality, class, captain), or the
 * `question` of the experiment file (`--experiment <file>`, or `experiments/<id>.json` in the
 * current folder when it exists and is the results' experiment), read with the lab's own schema.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_FACTORS, type QuestionFactor } from '../lab/factors.js';
import { readExperimentDesign } from '../lab/experiment.js';
import { LabError } from '../lab/errors.js';
import type { Attribute } from './model.js';
import { ReportInputError } from './read.js';

const ATTRIBUTE_OF: Record<QuestionFactor, Attribute> = {
  ammo: 'doctrine',
  quality: 'quality',
  class: 'shipClass',
  captain: 'captain',
};

export interface Question {
  attr: Attribute;
  factor: QuestionFactor;
  /** where it was read: "--question", or the experiment file */
  source: string;
}

function isQuestion(v: string): v is QuestionFactor {
  return (QUESTION_FACTORS as readonly string[]).includes(v);
}

/** The question of a report (null: none named), checked against the experiments of its results. */
export function resolveQuestion(
  opts: { question?: string; experiment?: string },
  experiments: readonly string[],
): Question | null {
  if (opts.question !== undefined) {
    if (!isQuestion(opts.question))
      throw new ReportInputError(
        `--question: expected the factor the report answers first: ${QUESTION_FACTORS.join(', ')} (got "${opts.question}")`,
      );
    return { attr: ATTRIBUTE_OF[opts.question], factor: opts.question, source: '--question' };
  }
  let file = opts.experiment;
  const auto = file === undefined;
  if (auto) {
    if (experiments.length !== 1) return null;
    file = join('experiments', `${experiments[0]}.json`);
    if (!existsSync(file)) return null;
  }
  let design: ReturnType<typeof readExperimentDesign>;
  try {
    design = readExperimentDesign(file!);
  } catch (e) {
    if (auto && e instanceof LabError) return null; // a file that merely shares the name: no question
    throw e;
  }
  if (!experiments.includes(design.id)) {
    if (auto) return null;
    throw new ReportInputError(
      `${file}: the experiment "${design.id}" is not the one of the results (${experiments.join(', ') || 'none'})`,
    );
  }
  return design.question ? { attr: ATTRIBUTE_OF[design.question], factor: design.question, source: file! } : null;
}
