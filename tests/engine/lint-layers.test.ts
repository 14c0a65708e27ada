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
    ['bots/wsim/lib/fleet.ts', "import { x } from '../../../src/lab/plan.js';"],
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
    ['src/api/wsim.ts', "import { x } from '../../bots/index.js';"],
    ['src/engine/wsim/turn.ts', "import { x } from '../../api/core.js';"],
    ['src/systems/rulesChoice.ts', "import { x } from '../api/wsim.js';"],
    ['src/serve/page/types.ts', "import type { X } from '../../report/build.js';"],
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
    ['bots/wsim/lib/fleet.ts', "import { x } from '../../../src/index.js';"],
    ['bots/wsim/lib/fleet.ts', "import { x } from '../../../src/api/wsim.js';"],
    ['src/play/springelkamp/text.ts', "import * as spr from '../../api/springelkamp.js';"],
    ['src/api/wsim.ts', "import { x } from './core.js';"],
    ['src/lab/ladder/games.ts', "import { x } from '../../../bots/index.js';"],
    ['src/lab/pool.ts', "import { Piscina } from 'piscina';"],
    ['src/report/build.ts', "import { x } from '../lab/types.js';"],
    ['src/report/html.ts', "import embed from 'vega-embed';"],
    ['src/cli/main.ts', "import { Command } from 'commander';"],
    ['src/cli/commands/sim.ts', "import { x } from '../../play/index.js';"],
    ['src/play/save.ts', "import { x } from '../files/output.js';"],
    ['src/lab/run.ts', "import { x } from '../files/output.js';"],
    ['src/serve/page/types.ts', "import type { ShipCounter } from '../present.js';"],
    ['src/serve/page/types.ts', "import type { GameRow } from '../../lab/types.js';"],
    ['src/serve/page/game.ts', "import { board } from './state.js';"],
  ];
  for (const [file, source] of allowed) {
    it(`allows in ${file}: ${source}`, async () => {
      expect(await errors(file, source)).toEqual([]);
    });
  }
});

describe("the lint configuration keeps the server's code and Node out of the browser page (src/serve/page)", () => {
  const RULES = ['no-restricted-syntax', 'no-restricted-globals'];
  const page = config.filter((c) => c.rules && RULES.some((r) => r in c.rules!));
  const lint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...page],
  });
  async function pageErrors(source: string): Promise<string[]> {
    const [result] = await lint.lintText(source, { filePath: 'src/serve/page/game.ts' });
    return result.messages.map((m) => m.ruleId ?? '');
  }
  for (const source of [
    "import { seatState } from '../present.js';",
    "import { type ShipCounter, mapData } from '../present.js';",
    "export { mapData } from '../present.js';",
    "export * from '../present.js';",
    "export const p = import('../present.js');",
  ])
    it(`refuses the server's code: ${source}`, async () => {
      expect(await pageErrors(source)).toEqual(['no-restricted-syntax']);
    });
  it('refuses Node globals', async () => {
    expect(await pageErrors('export const a = process.env.A;\nexport const b = Buffer.from("");')).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
  });
  for (const source of [
    "import type { ShipCounter } from '../present.js';",
    "export type { Meta } from '../server.js';",
    "import { board } from './state.js';",
    'export const t = setTimeout(() => document.title, 0);',
  ])
    it(`allows ${source}`, async () => {
      expect(await pageErrors(source)).toEqual([]);
    });
  it('applies to the page only', async () => {
    const [result] = await lint.lintText("import { x } from '../index.js';\nexport const y = [x, process];", {
      filePath: 'src/serve/server.ts',
    });
    expect(result.messages).toEqual([]);
  });
});

describe('the lint configuration refuses a function over 120 lines in src and bots (issue 30)', () => {
  const LONG = 'max-lines-per-function';
  const sizing = config.filter((c) => c.rules && LONG in c.rules);
  const lint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...sizing],
  });
  /** A function of `n` lines, counted as the rule counts them (its first and last line included). */
  const fn = (n: number) =>
    ['export function f(): number {', '  let x = 0;', ...Array<string>(n - 4).fill('  x++;'), '  return x;', '}'].join(
      '\n',
    ) + '\n';
  async function ruleErrors(file: string, source: string): Promise<string[]> {
    const [result] = await lint.lintText(source, { filePath: file });
    return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }
  it('a function of 121 lines is an error in the engine, the lab, the CLI, the captains and the page', async () => {
    for (const file of [
      'src/engine/wsim/phases/combat.ts',
      'src/lab/run.ts',
      'src/cli/main.ts',
      'bots/wsim/lib/fleet.ts',
      'src/serve/page/orders.ts',
    ])
      expect(await ruleErrors(file, fn(121))).toEqual([
        `${LONG}: Function 'f' has too many lines (121). Maximum allowed is 120.`,
      ]);
  });
  it('120 lines, blank lines and comments not counted, pass', async () => {
    expect(await ruleErrors('src/engine/hex.ts', fn(120))).toEqual([]);
    const padded = fn(120).replace('  let x = 0;', '  let x = 0;\n\n  // a comment\n  /* another */\n');
    expect(await ruleErrors('src/engine/hex.ts', padded)).toEqual([]);
  });
  it('tests are not held to it; every source file is, with no exemption left', async () => {
    expect(await ruleErrors('tests/engine/combat.test.ts', fn(200))).toEqual([]);
    expect(await ruleErrors('src/play/wsim/intro.ts', fn(121))).toEqual([
      `${LONG}: Function 'f' has too many lines (121). Maximum allowed is 120.`,
    ]);
  });
});
