import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownPath } from '../../src/cli/io.js';

describe('shownPath: a path as a message shows it', () => {
  it('relative to the working folder inside it; as it is outside it or when it is the folder itself', () => {
    const cwd = process.cwd();
    expect(shownPath(join(cwd, 'reports', 'x', 'index.html'))).toBe(join('reports', 'x', 'index.html'));
    expect(shownPath(join(cwd, '..', 'elsewhere', 'index.html'))).toBe(join(cwd, '..', 'elsewhere', 'index.html'));
    expect(shownPath('/tmp/out/index.html')).toBe('/tmp/out/index.html');
    expect(shownPath(cwd)).toBe(cwd);
    expect(shownPath(join(cwd, '..foo', 'a.html'))).toBe(join('..foo', 'a.html'));
  });
});
