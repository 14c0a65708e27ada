/** The layering of docs/architecture.md, checked on the import statements of every source file. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) out.push(...files(p));
    else if (/\.(ts|mts|mjs|js)$/.test(name)) out.push(p);
  }
  return out;
}

function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
  ))
    out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** The project files a file imports, relative to the root. */
function imports(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith('.'))
    .map((spec) => relative(root, resolve(root, dirname(file), spec)));
}

/** The source file an import names: the file itself (a page's .js), else its TypeScript source (.js → .ts). */
function sourceOf(path: string): string | undefined {
  return [path, path.replace(/\.js$/, '.ts'), `${path}.ts`, join(path, 'index.ts')].find(
    (p) => existsSync(join(root, p)) && statSync(join(root, p)).isFile(),
  );
}

/** The import graph's strongly connected components (Tarjan): each a set of files that import one another in a circle. */
function components(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** The packages a file imports (node: built-ins apart). */
function packages(file: string): string[] {
  return specifiers(file)
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

/** The layers of docs/architecture.md, innermost first, which layers each may import, and the packages only some files may use: layers.json, the copy eslint.config.js reads too. */
const LAYERING = JSON.parse(readFileSync(join(root, 'layers.json'), 'utf8')) as {
  layers: Record<string, string | string[]>;
  mayImport: Record<string, string[]>;
  packageOwners: Record<string, { file?: string; folder?: string }>;
};
type Layer = string;
const LAYERS = Object.entries(LAYERING.layers).flatMap(([name, paths]) =>
  [paths].flat().map((path) => [name, path.endsWith('.ts') ? path : `${path}/`] as const),
);

function layerOf(path: string): Layer | null {
  const p = path.replace(/\.js$/, '.ts');
  for (const [name, prefix] of LAYERS) if (p === prefix || p.startsWith(prefix)) return name;
  return null;
}

/** Which layers each layer may import (the arrows of the architecture picture). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = LAYERING.mayImport;

/** Packages only some files may use (seedrandom: the engine's random module alone). */
const PACKAGE_OWNERS: Record<string, (file: string) => boolean> = Object.fromEntries(
  Object.entries(LAYERING.packageOwners).map(([name, { file, folder }]) => [
    name,
    (f: string) => f === file || (folder !== undefined && f.startsWith(`${folder}/`)),
  ]),
);

const SOURCES = ['src', 'bots'].flatMap((d) => files(d)).filter((f) => layerOf(f) !== null);

describe('module boundaries', () => {
  it('every import follows the layer matrix (engine ← api ← bots ← lab ← report / play / cli)', () => {
    const seen = new Set<string>();
    for (const f of SOURCES) {
      const from = layerOf(f)!;
      for (const i of imports(f)) {
        const to = layerOf(i);
        if (to === null) continue;
        seen.add(`${from}→${to}`);
        expect(MAY_IMPORT[from].includes(to), `${f} (${from}) imports ${i} (${to})`).toBe(true);
      }
    }
    // the matrix is exercised, not vacuous: every allowed arrow between different layers that the code uses today
    for (const arrow of [
      'api→engine',
      'api→wsim',
      'api→springelkamp',
      'api→systems',
      'systems→wsim',
      'systems→springelkamp',
      'wsim→engine',
      'springelkamp→engine',
      'bots→api',
      'lab→bots',
      'lab→api',
      'report→lab',
      'play→bots',
      'cli→report',
      'cli→play',
      'cli→lab',
      'serve→play',
      'cli→serve',
      'lab→files',
      'report→files',
      'play→files',
      'cli→files',
    ])
      expect(seen.has(arrow), arrow).toBe(true);
  });
  it('no import circle of more than two files in src or bots (type-only imports and re-exports count)', () => {
    const all = ['src', 'bots'].flatMap((d) => files(d));
    const graph = new Map(all.map((f) => [f, imports(f).flatMap((i) => sourceOf(i) ?? [])]));
    // the graph is real, not vacuous: the captains' registry imports the captain interface, the page its board
    expect(graph.get('bots/index.ts')).toContain('bots/registry.ts');
    expect(graph.get('src/serve/page/state.ts')).toContain('src/serve/page/board.ts');
    const large = components(graph).filter((c) => c.length > 2);
    expect(large.map((c) => `${c.length} files: ${c.join(', ')}`)).toEqual([]);
  });
  it("packages stay in their layer: seedrandom in the engine's random module only, piscina in the lab, vega in the report", () => {
    let checked = 0;
    for (const f of SOURCES) {
      for (const p of packages(f)) {
        const owner = PACKAGE_OWNERS[p];
        if (!owner) continue;
        checked++;
        expect(owner(f), `${f} imports ${p}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
  it('the core knows no rule system, and the rule systems do not know each other', () => {
    const core = files('src/engine').filter((f) => layerOf(f) === 'engine');
    expect(core).toContain('src/engine/system.ts');
    for (const f of files('src/engine')) {
      const own = layerOf(f)!;
      for (const i of imports(f)) {
        const to = layerOf(i);
        expect(to === 'engine' || to === own, `${f} (${own}) imports ${i} (${to})`).toBe(true);
      }
    }
  });
  it('the engine imports nothing outside src/engine', () => {
    for (const f of files('src/engine')) {
      for (const i of imports(f)) expect(i.startsWith('src/engine'), `${f} imports ${i}`).toBe(true);
    }
  });
  it("the API's modules: src/index.ts re-exports them; a system's module knows only its own system", () => {
    expect(LAYERING.layers.api).toEqual(['src/index.ts', 'src/api']);
    expect(imports('src/index.ts').sort()).toEqual(['src/api/core.js', 'src/api/springelkamp.js', 'src/api/wsim.js']);
    for (const [file, other] of [
      ['src/api/wsim.ts', 'src/engine/springelkamp'],
      ['src/api/springelkamp.ts', 'src/engine/wsim'],
    ])
      for (const i of imports(file)) expect(i.startsWith(other), `${file} imports ${i}`).toBe(false);
  });
  it('captains, lab, reports, play and the CLI reach the engine only through the API (src/index.ts, src/api)', () => {
    const outside = ['bots', 'src/lab', 'src/report', 'src/play', 'src/serve', 'src/cli'].flatMap((d) => {
      try {
        return files(d);
      } catch {
        return [];
      }
    });
    expect(outside.length).toBeGreaterThan(5);
    for (const f of outside) {
      for (const i of imports(f)) expect(i.startsWith('src/engine'), `${f} imports ${i}`).toBe(false);
    }
  });
});
