/** Games to watch: the longest game and a typical (median-length) win of each side, linked to the replay viewer. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WatchList, watchLink } from '../../src/report/watch.js';
import { buildReport } from '../../src/report/index.js';
import type { GameRow } from '../../src/lab/types.js';

const SMALL = fileURLToPath(new URL('./fixtures/small.jsonl', import.meta.url));

const row = (gameId: string, winner: string, turns: number) =>
  ({ experiment: 'e', gameId, seed: `5eed${gameId.slice(2).padStart(12, '0')}`, winner, turns }) as unknown as GameRow;

describe('games to watch', () => {
  it('keeps the longest game and the first win of the median length of each side', () => {
    const w = new WatchList();
    for (const r of [
      row('c#0', 'west', 12),
      row('c#1', 'east', 9),
      row('c#2', 'west', 7),
      row('c#3', 'west', 20),
      row('c#4', 'draw', 30),
      row('c#5', 'west', 12),
      row('c#6', 'east', 4),
    ])
      w.add(r);
    const list = w.finish();
    expect(list.map((g) => [g.gameId, g.turns])).toEqual([
      ['c#4', 30],
      ['c#6', 4],
      ['c#0', 12],
    ]);
    expect(list[1].why).toBe('a typical win of east (the median length of its 2 wins)');
    expect(watchLink('http://127.0.0.1:8080', list[0])).toBe(
      'http://127.0.0.1:8080/?replay=1&experiment=experiments%2Fe.json&game=c%234&seed=5eed000000000004',
    );
  });

  it('links them from the report page to the viewer given', async () => {
    const out = mkdtempSync(join(tmpdir(), 'wsim-watch-'));
    const r = await buildReport({
      inputs: [SMALL],
      outDir: out,
      name: 'watch',
      svg: false,
      viewer: 'http://localhost:9000/',
    });
    const html = readFileSync(r.indexPath, 'utf8');
    const links = [...html.matchAll(/<a class="watch" href="([^"]+)">([^<]+)<\/a>/g)];
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links[0][2]).toBe('the longest game');
    for (const [, href] of links)
      expect(href).toMatch(
        /^http:\/\/localhost:9000\/\?replay=1&amp;experiment=experiments%2Ffixture\.json&amp;game=.+%23\d+&amp;seed=.+$/,
      );
  });
});
