/**
 * The published JSON Schema of scenario files, generated from the validation schema (schema.ts) so the
 * two cannot disagree. Committed as schemas/scenario.schema.json (tests/engine/scenarioSchema.test.ts
 * keeps the copy in step); `wsim scenario schema` prints it. The checks beyond the schema (catalogue ids,
 * duplicate ids, overlapping ships, land, …) are `wsim scenario validate`'s; editors see the fields, their
 * types, ranges and descriptions, and the catalogue ids as examples of `class`.
 */
import { z } from 'zod';
import { scenarioSchema } from './schema.js';

/** Where the built-in scenarios point their `$schema` (relative to src/engine/wsim/scenario/library/). */
export const LIBRARY_SCHEMA_REF = '../../../../../schemas/scenario.schema.json';

export function scenarioJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: 'WS&IM workbench scenario',
    description:
      'A scenario file of the Wooden Ships & Iron Men workbench (docs/scenarios.md). `wsim scenario validate` checks what a schema cannot: catalogue ids, unique ids, overlapping ships, land, sides without ships.',
    ...rest,
  };
}

/** The committed file's text: two-space JSON and a final newline. */
export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}
