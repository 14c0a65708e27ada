/**
 * The lint configuration encodes the layering (eslint.config.js, the matrix of boundaries.test.ts):
 * an import that crosses a layer the wrong way, or a package outside its layer, is a lint error;
 * the allowed imports are not. Checked on mutant source text with the configuration's own rules.
 */
import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// a JavaScript module without types: imported by a path the type checker does not follow
const CONFIG = '../../eslint.config.js';
const config = ((await import(CONFIG)) as { default: Linter.Config[] }).default;
const RULE = '@typescript-eslint/no-restricted-imports';
const layering = config.filter((c) => c.rules && RULE in c.rules);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@typescript-eslint': tseslint.plugin },
    },
    ...layering,
  ],
});

async function errors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the lint configuration encodes the layering', () => {
  it('has a restriction for every folder of src and bots', () => {
    expect(layering.length).toBeGreaterThan(10);
  });
  const refused: [string, string][] = [
    ['src/engine/wsim/turn.ts', "import { x } from '../../index.js';"],
    ['src/engine/wsim/phases/combat.ts', "import { x } from '../../../lab/plan.js';"],
    ['src/engine/wsim/turn.ts', "import seedrandom from 'seedrandom';"],
    ['bots/greedy.ts', "import { x } from '../src/engine/wsim/turn.js';"],
    ['src/engine/system.ts', "import { x } from './wsim/turn.js';"],
    ['src/engine/springelkamp/turn.ts', "import { x } from '../wsim/geometry.js';"],
    ['src/engine/wsim/turn.ts', "import { x } from '../springelkamp/turn.js';"],
    ['src/serve/server.ts', "import { x } from '../report/build.js';"],
    ['bots/lib/fleet.ts', "import { x } from '../../src/lab/plan.js';"],
    ['bots/greedy.ts', "import { Piscina } from 'piscina';"],
    ['src/lab/run.ts', "import { x } from '../report/build.js';"],
    ['src/lab/ladder/games.ts', "import { x } from '../../engine/turn.js';"],
    ['src/lab/run.ts', "import { Command } from 'commander';"],
    ['src/report/build.ts', "import { x } from '../play/board.js';"],
    ['src/report/build.ts', "export { x } from '../../bots/index.js';"],
    ['src/play/board.ts', "import type { X } from '../lab/types.js';"],
    ['src/play/board.ts', "import embed from 'vega-embed/build/embed.js';"],
    ['src/cli/main.ts', "import { x } from '../engine/turn.js';"],
    ['src/index.ts', "import { x } from '../bots/index.js';"],
    ['src/files/output.ts', "import { x } from '../index.js';"],
    ['src/engine/json.ts', "import { x } from '../files/output.js';"],
    ['src/serve/store.ts', "import { x } from '../files/output.js';"],
  ];
  for (const [file, source] of refused) {
    it(`refuses in ${file}: ${source}`, async () => {
      const found = await errors(file, source);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`^${RULE}: .*\\(docs/architecture\\.md\\)$`));
    });
  }
  const allowed: [string, string][] = [
    ['src/engine/wsim/turn.ts', "import { x } from './phases/combat.js';"],
    ['src/engine/rng.ts', "import seedrandom from 'seedrandom';"],
    ['src/engine/springelkamp/turn.ts', "import { x } from '../shipGeometry.js';"],
    ['src/engine/wsim/geometry.ts', "import { x } from '../shipGeometry.js';"],
    ['src/index.ts', "import { x } from './engine/springelkamp/index.js';"],
    ['src/index.ts', "export { x } from './engine/turn.js';"],
    ['bots/lib/fleet.ts', "import { x } from '../../src/index.js';"],
    ['src/lab/ladder/games.ts', "import { x } from '../../../bots/index.js';"],
    ['src/lab/pool.ts', "import { Piscina } from 'piscina';"],
    ['src/report/build.ts', "import { x } from '../lab/types.js';"],
    ['src/report/html.ts', "import embed from 'vega-embed';"],
    ['src/cli/main.ts', "import { Command } from 'commander';"],
    ['src/cli/commands/sim.ts', "import { x } from '../../play/index.js';"],
    ['src/play/save.ts', "import { x } from '../files/output.js';"],
    ['src/lab/run.ts', "import { x } from '../files/output.js';"],
  ];
  for (const [file, source] of allowed) {
    it(`allows in ${file}: ${source}`, async () => {
      expect(await errors(file, source)).toEqual([]);
    });
  }
});
