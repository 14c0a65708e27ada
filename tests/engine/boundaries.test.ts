/** The layering of docs/architecture.md, checked on the import statements of every source file. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) out.push(relative(root, resolve(root, dirname(file), spec)));
  }
  return out;
}

describe('module boundaries', () => {
  it('the engine imports nothing outside src/engine', () => {
    for (const f of files('src/engine')) {
      for (const i of imports(f)) expect(i.startsWith('src/engine'), `${f} imports ${i}`).toBe(true);
    }
  });
  it('captains, lab, reports, play and the CLI reach the engine only through src/index.ts', () => {
    const outside = ['bots', 'src/lab', 'src/report', 'src/play', 'src/cli'].flatMap((d) => {
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
