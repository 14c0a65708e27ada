// ESLint (flat config): typescript-eslint's type-checked recommended rules, and the layering of
// docs/architecture.md (layers.json, also read by tests/engine/boundaries.test.ts, which checks what
// this cannot: dynamic imports and the arrows actually used) as restricted imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The layers, which layers each may import, and the packages only some files may import: layers.json. */
const {
  layers: LAYERS,
  mayImport: MAY_IMPORT,
  packageOwners,
} = JSON.parse(readFileSync(join(ROOT, 'layers.json'), 'utf8'));
const PACKAGE_OWNERS = Object.fromEntries(
  Object.entries(packageOwners).map(([name, { file, folder, where }]) => [
    name,
    { owner: (f) => f === file || (folder !== undefined && f.startsWith(`${folder}/`)), where },
  ]),
);

/** Every folder under `dir` (itself included), relative to the root. */
function folders(dir) {
  return [
    dir,
    ...readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => folders(`${dir}/${e.name}`)),
  ];
}

/** The paths of a layer: a folder or a file, or a list of them (the API: src/index.ts and src/api). */
const pathsOf = (layer) => [LAYERS[layer]].flat();

function layerOf(file) {
  for (const layer of Object.keys(LAYERS))
    if (pathsOf(layer).some((path) => file === path || file.startsWith(`${path}/`))) return layer;
  return null;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The restricted-import options of one file: every layer it may not import, as the relative specifiers that reach it. */
function restrictions(file) {
  const layer = layerOf(file);
  const from = dirname(file);
  const forbidden = Object.keys(LAYERS).filter((other) => !MAY_IMPORT[layer].includes(other));
  // a layer inside a forbidden one (a rule system inside the engine) is already refused by its parent's pattern
  const inside = (other, path) =>
    forbidden.some((o) => o !== other && pathsOf(o).some((p) => path.startsWith(`${p}/`)));
  const patterns = Object.keys(LAYERS)
    .flatMap((other) => pathsOf(other).map((path) => [other, path]))
    .filter(([other, path]) => forbidden.includes(other) && !inside(other, path))
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
  {
    ignores: [
      'dist/',
      'coverage/',
      'out/',
      'reports/',
      'node_modules/',
      '.wsim/',
      'test-artifacts/',
      '.scratch/',
      // the page's bundle, built from src/serve/page (linted there) by scripts/build-page.ts
      'src/serve/web/app.js',
    ],
  },
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
  {
    // no function needs scrolling (issue 30): a long function is split into named steps
    files: ['src/**/*.{ts,mts,js,mjs}', 'bots/**/*.{ts,mts,js,mjs}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
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
    // the browser page of wsim serve (src/serve/page, bundled for the browser by scripts/build-page.ts): it imports
    // the server's modules for their types only (what it is sent), never their code, and uses no Node global
    files: ['src/serve/page/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[importKind!='type'][source.value=/^\\.\\./]",
          "ExportNamedDeclaration[exportKind!='type'][source.value=/^\\.\\./]",
          'ExportAllDeclaration[source.value=/^\\.\\./]',
          'ImportExpression',
        ].map((selector) => ({
          selector,
          message: 'the page runs in the browser: from outside src/serve/page it imports types only (import type)',
        })),
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'].map(
          (name) => ({
            name,
            message: 'the page runs in the browser: no Node global',
          }),
        ),
      ],
    },
  },
);
