// ESLint (flat config): typescript-eslint's type-checked recommended rules, and the layering of
// docs/architecture.md as restricted imports (the same matrix as tests/engine/boundaries.test.ts,
// which also checks what this cannot: dynamic imports and the arrows actually used).
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The layers, innermost first: a folder or a file, relative to the root. */
const LAYERS = {
  wsim: 'src/engine/wsim',
  springelkamp: 'src/engine/springelkamp',
  engine: 'src/engine',
  systems: 'src/systems',
  api: 'src/index.ts',
  bots: 'bots',
  lab: 'src/lab',
  report: 'src/report',
  play: 'src/play',
  serve: 'src/serve',
  cli: 'src/cli',
};

/**
 * Which layers each layer may import (engine core ← rule systems ← api ← bots ← lab ← report / play / serve / cli).
 * The core (src/engine/*.ts) knows no rule system; each rule system knows the core and itself only.
 */
const MAY_IMPORT = {
  engine: ['engine'],
  wsim: ['engine', 'wsim'],
  springelkamp: ['engine', 'springelkamp'],
  systems: ['engine', 'wsim', 'springelkamp', 'systems'],
  api: ['engine', 'wsim', 'springelkamp', 'systems'],
  bots: ['api', 'bots'],
  lab: ['api', 'bots', 'lab'],
  report: ['api', 'lab', 'report'],
  play: ['api', 'bots', 'play'],
  serve: ['api', 'bots', 'lab', 'play', 'serve'],
  cli: ['api', 'bots', 'lab', 'report', 'play', 'serve', 'cli'],
};

/** Packages only some files may import. */
const PACKAGE_OWNERS = {
  seedrandom: { owner: (f) => f === 'src/engine/rng.ts', where: "the engine's random module (src/engine/rng.ts)" },
  piscina: { owner: (f) => f.startsWith('src/lab/'), where: 'the lab (src/lab)' },
  vega: { owner: (f) => f.startsWith('src/report/'), where: 'the report (src/report)' },
  'vega-lite': { owner: (f) => f.startsWith('src/report/'), where: 'the report (src/report)' },
  'vega-embed': { owner: (f) => f.startsWith('src/report/'), where: 'the report (src/report)' },
  commander: { owner: (f) => f.startsWith('src/cli/'), where: 'the command line (src/cli)' },
  'playwright-core': { owner: () => false, where: 'the tests' },
};

/** Every folder under `dir` (itself included), relative to the root. */
function folders(dir) {
  return [
    dir,
    ...readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => folders(`${dir}/${e.name}`)),
  ];
}

function layerOf(file) {
  for (const [layer, path] of Object.entries(LAYERS)) if (file === path || file.startsWith(`${path}/`)) return layer;
  return null;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The restricted-import options of one file: every layer it may not import, as the relative specifiers that reach it. */
function restrictions(file) {
  const layer = layerOf(file);
  const from = dirname(file);
  const forbidden = Object.keys(LAYERS).filter((other) => !MAY_IMPORT[layer].includes(other));
  // a layer inside a forbidden one (a rule system inside the engine) is already refused by its parent's pattern
  const inside = (other) => forbidden.some((o) => o !== other && LAYERS[other].startsWith(`${LAYERS[o]}/`));
  const patterns = Object.entries(LAYERS)
    .filter(([other]) => forbidden.includes(other) && !inside(other))
    .map(([other, path]) => {
      let rel = relative(from, path).split('\\').join('/');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      const regex = path.endsWith('.ts') ? `^${escape(rel.replace(/\.ts$/, ''))}\\.(js|ts)$` : `^${escape(rel)}(/|$)`;
      return {
        regex,
        message: `${layer} may import only ${MAY_IMPORT[layer].join(', ')}, not ${other} (docs/architecture.md)`,
      };
    });
  const packages = Object.entries(PACKAGE_OWNERS)
    .filter(([, { owner }]) => !owner(file))
    .map(([name, { where }]) => ({
      regex: `^${escape(name)}(/|$)`,
      message: `${name} belongs to ${where} only (docs/architecture.md)`,
    }));
  return { patterns: [...patterns, ...packages] };
}

const SOURCES = ['ts', 'mts', 'js', 'mjs'];
/** One restriction set per folder (a file added later is covered), then the files with rules of their own (the API, the random module). */
const restricted = [
  ...['src', 'bots']
    .flatMap(folders)
    .map((dir) => ({ files: SOURCES.map((ext) => `${dir}/*.${ext}`), probe: `${dir}/*` })),
  ...['src/index.ts', 'src/engine/rng.ts'].map((file) => ({ files: [file], probe: file })),
].filter(({ probe }) => layerOf(probe) !== null);

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'out/', 'reports/', 'node_modules/', '.wsim/', 'test-artifacts/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: ROOT },
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly' },
    },
    rules: {
      // unused bindings are errors, except the conventional _-prefixed ones
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // template literals format numbers and unions of literals everywhere (messages, slugs)
      '@typescript-eslint/restrict-template-expressions': 'off',
      // `SideId | 'draw'` names the draw on purpose although a side id is any string
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // an async function without await is how a synchronous throw becomes a rejection (the in-thread runner)
      '@typescript-eslint/require-await': 'off',
      // a captain's optional hooks are tested for presence (`captain.boarding`), never called unbound
      '@typescript-eslint/unbound-method': 'off',
      // reviewed by hand: a literal that must stay narrow is typed (`as const`, a typed declaration),
      // never cast; `eslint --fix` of this rule once widened such literals and broke the typecheck
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // tests read JSON output and poke at what the schemas reject: `any` is their material
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // the terminal board is matched as it is drawn, spaces counted by eye
      'no-regex-spaces': 'off',
    },
  },
  ...restricted.map(({ files, probe }) => ({
    files,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', restrictions(probe)],
    },
  })),
  {
    // plain JavaScript (the bin shim, the development worker shims, this file): no type information
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // the browser page of wsim serve: plain scripts in the browser, no Node globals
    files: ['src/serve/web/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'location',
          'fetch',
          'URLSearchParams',
          'setTimeout',
          'setInterval',
          'clearInterval',
          'clearTimeout',
          'HTMLInputElement',
          'HTMLSelectElement',
          'requestAnimationFrame',
          'console',
        ].map((g) => [g, 'readonly']),
      ),
    },
  },
);
