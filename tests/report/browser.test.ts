/**
 * The report page in real headless Chromium (Debian's chromium package, driven by playwright-core):
 * opened from file:// with no network, no console error, rendered SVG marks in every chart (the
 * forest plot of the question's answer first), a working tooltip, no table column clipped; the
 * screenshot of the top of the page is saved as test-artifacts/report/report.png (`npm run
 * docs:img` copies it to docs/img/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../chromium.js';
import { buildReport, type BuildResult } from '../../src/report/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = join(ROOT, 'test-artifacts', 'report');
const SMALL = fileURLToPath(new URL('./fixtures/small.jsonl', import.meta.url));
const LADDER = fileURLToPath(new URL('./fixtures/ladder.json', import.meta.url));

describe('the report page in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  let result: BuildResult;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
    result = await buildReport({
      // relative to the project (vitest's working folder): the page names its inputs, and so does the screenshot
      inputs: [relative(ROOT, SMALL), relative(ROOT, LADDER)],
      outDir: join(ARTIFACTS, 'fixture'),
      name: 'fixture',
      svg: false,
      question: 'ammo',
    });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) problems.push(`network request: ${r.url()}`);
    });
    page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()}`));
    await page.goto(pathToFileURL(result.indexPath).href, { waitUntil: 'load' });
    await page.evaluate(() => (globalThis as unknown as { reportCharts: Promise<unknown> }).reportCharts);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders SVG marks in every chart, with no console error and no network', async () => {
    const charts = await page.$$eval('[data-chart]', (els) =>
      els.map((e) => ({
        id: e.getAttribute('data-chart'),
        rendered: e.getAttribute('data-rendered'),
        marks: e.querySelectorAll('svg g[class^="mark-"] path, svg g[class^="mark-"] line, svg g[class^="mark-"] text')
          .length,
      })),
    );
    expect(charts.map((c) => c.id)).toEqual(result.charts);
    for (const c of charts) {
      expect(c.rendered, c.id!).toBe('true');
      expect(c.marks, c.id!).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });

  it('answers the question first, the forest plot under it', async () => {
    expect(result.charts[0]).toBe('effects');
    const order = await page.$$eval('section', (els) => els.map((e) => e.id));
    expect(order.slice(0, 2)).toEqual(['question', 'summary']);
    expect(await page.locator('#question li').first().textContent()).toMatch(/^Doubleshot instead of roundshot: /);
    expect(await page.locator('#question #chart-effects').count()).toBe(1);
  });

  it('no table column is clipped: each table fits its box and no cell overflows', async () => {
    const clipped = await page.$$eval('.scroll', (boxes) =>
      boxes.flatMap((box) => {
        const table = box.querySelector('table')!;
        const out: string[] = [];
        if (table.getBoundingClientRect().width > box.clientWidth + 1)
          out.push(`${box.previousElementSibling?.id}: table wider than its box`);
        for (const cell of Array.from(box.querySelectorAll('td, th')))
          if (cell.scrollWidth > cell.clientWidth + 1)
            out.push(`${box.previousElementSibling?.id}: ${cell.textContent}`);
        return out;
      }),
    );
    expect(clipped).toEqual([]);
  });

  it('shows the interval in a tooltip', async () => {
    // a quarter into a heatmap square (its label sits in the middle)
    const square = page.locator('#chart-doctrine-matrix svg g.mark-rect path').nth(1);
    await square.scrollIntoViewIfNeeded();
    const box = await square.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 4, box!.y + box!.height / 4);
    const tooltip = page.locator('#vg-tooltip-element');
    await tooltip.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await tooltip.textContent()).toMatch(/95% interval/);
  });

  it('saves a screenshot of the top of the page: the question, its answer and the forest plot', async () => {
    const path = join(ARTIFACTS, 'report.png');
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await page.$eval('#question', (e) => e.getBoundingClientRect().bottom + window.scrollY);
    await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width: 1200, height: Math.ceil(bottom) + 16 } });
    expect(existsSync(path)).toBe(true);
  });
});
