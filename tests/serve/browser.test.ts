/// <reference lib="dom" />
/**
 * `wsim serve` in real headless Chromium (playwright-core, as the report's test): a whole game
 * against a computer captain played through the page with the mouse and the keyboard; an illegal
 * plot refused with its rule; a reload mid-turn resuming; a malformed scenario upload showing its
 * errors; two browser contexts playing each other with the first never receiving the second side's
 * loads; a replay stepped to its end matching `wsim replay`; a whole game played by clicks only (a turn
 * in irons, a hex offering several headings, the captain's reasons and the debrief, no console error). The
 * screenshots of docs/play.md and the README are taken here, so they show the page as it is: into
 * test-artifacts/serve/ (a test never changes a tracked file); `npm run docs:img` copies them to docs/img/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../chromium.js';
import { serve, type Served } from '../../src/serve/server.js';
import { testSeeds } from './helpers.js';
import { LEVELS, strengthText } from '../../bots/index.js';
import { getScenario, hexLabel, parseHexLabel, type Dir } from '../../src/index.js';
import { parsePlot, traceSteps } from '../../src/api/wsim.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMG = join(ROOT, 'test-artifacts', 'serve');
const IRONS = join(ROOT, 'tests', 'play', 'fixtures', 'irons.json');

let browser: Browser;
let served: Served;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(IMG, { recursive: true });
  served = await serve({
    port: 0,
    host: '127.0.0.1',
    dir: mkdtempSync(join(tmpdir(), 'wsim-serve-browser-')),
    root: ROOT,
    seeds: testSeeds(),
  });
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await served?.close();
});

/** A page that records console errors, page errors and any request that leaves the server. */
async function newPage(problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  // a loaded 2-core machine (the whole suite in parallel) can take longer than playwright's 30 s default to
  // answer a Ready that waits for the captain's move and the hex-by-hex animation; no test measures time
  page.setDefaultTimeout(120_000);
  // every console error counts: a refused order is an answer the page asks for as such (x-wsim-refusal), so the
  // browser never logs it as a failed request
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(served.url)) problems.push(`request outside the server: ${r.url()}`);
  });
  return page;
}

/** Start a game from the new game form. */
async function startGame(
  page: Page,
  o: {
    scenario?: string;
    level: 'basic' | 'advanced' | 'springelkamp';
    side?: string;
    opponent: string;
    seed?: string;
  },
): Promise<void> {
  await page.goto(served.url);
  await page.waitForSelector('#scenario option', { state: 'attached' });
  if (o.scenario) await page.selectOption('#scenario', o.scenario);
  await page.check(`input[name=level][value=${o.level}]`);
  if (o.side) await page.selectOption('#side', o.side);
  await page.selectOption('#opponent', o.opponent);
  if (o.seed !== undefined) await page.fill('#seed', o.seed);
  else expect(await page.isDisabled('#seed')).toBe(o.opponent === 'human'); // two people: the server draws the seed
  await page.click('#start');
  await page.waitForURL(/game=/);
  await page.waitForSelector('#board .counter');
}

/** Wait until the page has something for us to decide (not animating), or the game is over. */
async function waitForDecision(page: Page, after?: string): Promise<string> {
  await page.waitForFunction(
    (prev) => {
      const d = document.body.dataset;
      if (d.busy) return false;
      if (d.stage === 'over') return true;
      return d.mine === '1' && `${d.turn}:${d.stage}:${d.revision}` !== prev;
    },
    after ?? '',
    { timeout: 60_000 },
  );
  return page.evaluate(
    () => `${document.body.dataset.turn}:${document.body.dataset.stage}:${document.body.dataset.revision}`,
  );
}

const stageOf = (page: Page) => page.evaluate(() => document.body.dataset.stage ?? '');

/** Wait until the page asks this player for a decision of the given stage (a page polls: it may still show the last stage). */
async function waitForStage(page: Page, stage: string): Promise<string> {
  await page.waitForFunction(
    (want) => {
      const d = document.body.dataset;
      return !d.busy && d.mine === '1' && d.stage === want;
    },
    stage,
    { timeout: 60_000 },
  );
  return waitForDecision(page);
}

/**
 * Click "Ready" and wait until the page shows the server's answer (its revision or a later one).
 * Waiting for the response alone is a race: the page still shows the stage just decided, with a new
 * revision from our own orders, and a loop reading it would decide that stage a second time.
 */
async function submit(page: Page): Promise<void> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/ready')), page.click('#ready')]);
  const answer = (await res.json()) as { state?: { revision?: number } };
  const revision = answer.state?.revision;
  if (typeof revision !== 'number') throw new Error(`Ready was refused: ${JSON.stringify(answer)}`);
  await page.waitForFunction(
    (rev) => !document.body.dataset.busy && Number(document.body.dataset.revision) >= rev,
    revision,
  );
}

/** The legal end drawn nearest the enemy's counter (but not on it): its plot. */
function nearestEnd(page: Page): Promise<string> {
  return page.evaluate(() => {
    const enemy = document.querySelector('#board .counter:not(.selected) polygon')!.getBoundingClientRect();
    let best = '0';
    let dist = Infinity;
    for (const e of Array.from(document.querySelectorAll('#board polygon.end'))) {
      const r = e.getBoundingClientRect();
      const d = Math.hypot(r.x - enemy.x, r.y - enemy.y);
      if (d < dist && d > 25) {
        dist = d;
        best = e.getAttribute('data-plot')!;
      }
    }
    return best;
  });
}

/** Type a plot with the keyboard, one key at a time, and write it with Enter. */
async function typePlot(page: Page, plot: string): Promise<void> {
  await page.waitForSelector('#plot-text');
  for (const ch of plot) await page.keyboard.press(ch === 'L' || ch === 'R' || ch === 'B' ? ch.toLowerCase() : ch);
  await page.waitForFunction((p) => document.querySelector('#plot-text')?.textContent === p, plot);
}

describe('wsim serve in headless Chromium', () => {
  it("plays a whole game of Springelkamp's sail rules against greedy-raker through the page", async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    await startGame(page, {
      scenario: 'springelkamp-frigate-duel',
      level: 'springelkamp',
      opponent: 'captain:greedy-raker',
      seed: '9',
    });
    expect(await page.textContent('#status')).toContain("Springelkamp's rules");
    let last = '';
    let turns = 0;
    for (let step = 0; step < 200; step++) {
      last = await waitForDecision(page, last);
      const stage = await stageOf(page);
      if (stage === 'over') break;
      expect(stage).toBe('orders'); // one stage a turn: the Plotting Phase
      turns++;
      const plot = await nearestEnd(page);
      await typePlot(page, plot);
      await page.waitForSelector('#plot-path', { state: 'attached' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /plots/.test(document.querySelector('#message')?.textContent ?? ''));
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), page.click('[data-target=closest]')]);
      await page.waitForFunction(() =>
        /fires after the movement/.test(document.querySelector('#message')?.textContent ?? ''),
      );
      if (turns === 1) {
        // the drift choices: her own, and the side's for the enemy if its crew fails the roll (Drifting)
        await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), page.click('[data-drift=S]')]);
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/order')),
          page.click('[data-enemy-drift="hermione-S"]'),
        ]);
        await page.waitForFunction(() =>
          /you turn her to starboard/.test(document.querySelector('#message')?.textContent ?? ''),
        );
        expect(await page.textContent('#ships')).toContain('F1 drifting before the wind turned to starboard');
      }
      if (turns === 3) await page.screenshot({ path: join(IMG, 'serve-springelkamp.png') });
      await submit(page);
    }
    await page.waitForSelector('#over:not([hidden])');
    expect(await page.textContent('#over')).toMatch(/GAME OVER after turn \d+/);
    expect(turns).toBeGreaterThan(2);
    expect(await page.textContent('#log')).toMatch(/sails "/);
    expect(problems).toEqual([]);
  });

  it('plays a whole game against greedy-raker with the mouse and the keyboard', async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    await startGame(page, { scenario: 'frigate-duel', level: 'basic', opponent: 'captain:greedy-raker', seed: '5' });
    let last = '';
    let turns = 0;
    let shots = 0;
    let plotShot = false;
    let fieldShot = false;
    const shownMs: number[] = [];
    const answerMs: number[] = [];
    for (let step = 0; step < 400; step++) {
      last = await waitForDecision(page, last);
      const stage = await stageOf(page);
      if (stage === 'over') break;
      const ms = await page.evaluate(() => document.querySelector('#status')?.textContent ?? '');
      void ms;
      if (stage === 'movement') {
        turns++;
        // the legal ends are drawn; take the one nearest the enemy (its data-plot), typed by keyboard
        const ends = await page.$$eval('#board polygon.end', (els) => els.map((e) => e.getAttribute('data-plot')!));
        expect(ends.length).toBeGreaterThan(1);
        const plot = await nearestEnd(page);
        await typePlot(page, plot);
        await page.waitForSelector('#plot-path', { state: 'attached' });
        await page.waitForSelector('#plot-end', { state: 'attached' });
        if (!plotShot && turns === 2) {
          await page.screenshot({ path: join(IMG, 'serve-plot.png') });
          plotShot = true;
        }
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => /plots/.test(document.querySelector('#message')?.textContent ?? ''));
      } else if (stage === 'combat') {
        const target = page.locator('#board .counter.target polygon.hull').first();
        if (await target.count()) {
          await page.waitForSelector('#board polygon.field');
          if (!fieldShot) {
            await page.screenshot({ path: join(IMG, 'serve-board.png') });
            fieldShot = true;
          }
          await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), target.click()]);
          await page.waitForFunction(() => /fires at/.test(document.querySelector('#message')?.textContent ?? ''));
          shots++;
        }
      } else if (stage === 'reload') {
        const load = page.locator('[data-load]').first();
        if (await load.count()) {
          await load.click();
          await page.waitForFunction(() => /load/.test(document.querySelector('#message')?.textContent ?? ''));
        }
      }
      const t0 = Date.now();
      await submit(page);
      if (stage === 'movement') {
        answerMs.push(Date.now() - t0);
        // the captain's move on the board: the next decision, after the move's animation (measured, not asserted)
        last = await waitForDecision(page, last);
        shownMs.push(Date.now() - t0);
        last = '';
      }
    }
    await page.waitForSelector('#over:not([hidden])');
    const over = await page.textContent('#over');
    expect(over).toMatch(/GAME OVER after turn \d+/);
    expect(turns).toBeGreaterThan(1);
    expect(shots).toBeGreaterThan(0);
    // the log beside the board shows the dice of the broadsides
    expect(await page.textContent('#log')).toMatch(/broadside|fires/i);
    // the log scrolls by itself and stands at its newest line, beside the board (not below the page's fold)
    const log = await page.evaluate(() => {
      const el = document.querySelector('#log')!;
      const box = el.getBoundingClientRect();
      return {
        overflow: el.scrollHeight > el.clientHeight,
        atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
        bottom: box.bottom,
        inner: innerHeight,
      };
    });
    expect(log.overflow).toBe(true);
    expect(log.atEnd).toBe(true);
    expect(log.bottom).toBeLessThanOrEqual(log.inner);
    // every move was shown hex by hex: the counter stood on each hex of the executed steps in turn
    const trails = JSON.parse((await page.evaluate(() => document.body.dataset.trails)) ?? '{}') as Record<
      string,
      { steps: string; drifted: boolean; to: string; trail: { hex: string; heading: number }[] }
    >;
    let throughIntermediate = 0;
    for (const { steps, drifted, to, trail } of Object.values(trails)) {
      const from = parseHexLabel(trail[0].hex)!;
      const parsed = parsePlot(steps);
      const expected = [trail[0].hex];
      for (let i = 1; i <= parsed.length; i++)
        expected.push(hexLabel(traceSteps(from, trail[0].heading as Dir, parsed.slice(0, i)).bow));
      if (drifted && expected[expected.length - 1] !== to) expected.push(to); // the drift: one more hex
      expect(trail.map((t) => t.hex)).toEqual(expected);
      const ends = new Set([trail[0].hex, trail[trail.length - 1].hex]);
      if (trail.some((t) => !ends.has(t.hex))) throughIntermediate++;
    }
    expect(throughIntermediate).toBeGreaterThan(0);
    // the moves of a turn are shown together (7.1, simultaneous movement): one group a turn, both ships stepping
    // at once whenever both move
    const groups = JSON.parse((await page.evaluate(() => document.body.dataset.moveGroups)) ?? '[]') as {
      turn: number;
      ships: string[];
    }[];
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(groups.map((g) => g.turn)).size).toBe(groups.length);
    expect(groups.some((g) => g.ships.length === 2)).toBe(true);
    // the record downloads and replays to the same result
    const href = await page.getAttribute('#record-link', 'href');
    const record = await page.evaluate(async (u) => (await fetch(u!)).text(), href);
    const file = join(mkdtempSync(join(tmpdir(), 'wsim-rec-')), 'game.json');
    writeFileSync(file, record);
    const out = execFileSync('node', [join(ROOT, 'bin/wsim.js'), 'replay', file, '--quiet'], { encoding: 'utf8' });
    expect(out).toMatch(/^Result: /);
    // the captain's answer time, as the server measured it (not asserted: reported)
    const thought = await page.evaluate(async () => {
      const p = new URLSearchParams(location.search);
      const r = await fetch(`/api/games/${p.get('game')}?seat=${p.get('seat')}`);
      return (await r.json()).opponents[0].thoughtMs as { max: number; mean: number; count: number };
    });
    process.stdout.write(
      `greedy-raker: ${thought.count} answers, mean ${thought.mean.toFixed(1)} ms, max ${thought.max.toFixed(1)} ms on the captains' thread; ` +
        `Ready → the resolved moves reach the page: mean ${(answerMs.reduce((a, b) => a + b, 0) / answerMs.length).toFixed(0)} ms, max ${Math.max(...answerMs)} ms; ` +
        `→ the moves' animation finished: mean ${(shownMs.reduce((a, b) => a + b, 0) / shownMs.length).toFixed(0)} ms, max ${Math.max(...shownMs)} ms over ${shownMs.length} turns\n`,
    );
    expect(problems).toEqual([]);
  }, 600_000); // a whole game; on a loaded machine each of its waits may take up to the page's timeout

  it("plays a whole game by clicks only: in irons, a hex offering several headings, the captain's reasons, the debrief", async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    await page.goto(served.url);
    await page.waitForSelector('#scenario option', { state: 'attached' });
    // one default: the frigate duel's own rules (the Basic Game), and only the chosen system's switches shown
    expect(await page.isChecked('input[name=level][value=basic]')).toBe(true);
    expect(await page.isVisible('#optional-rules')).toBe(true);
    expect(await page.isVisible('#special-rules')).toBe(false);
    await page.click('input[name=level][value=springelkamp]');
    expect(await page.isVisible('#optional-rules')).toBe(false);
    expect(await page.isVisible('#special-rules')).toBe(true);
    await page.click('input[name=level][value=basic]');
    // the levels of play, with their strength
    const novice = LEVELS.find((l) => l.name === 'novice')!;
    expect(await page.textContent('#opponent option[data-level=novice]')).toBe(
      `novice: ${novice.description} — ${strengthText(novice)}`,
    );
    await page.setInputFiles('#scenario-file', IRONS); // HMS Amazon starts in irons (7.1.4)
    await page.selectOption('#opponent', 'captain:novice');
    await page.fill('#seed', '21');
    await page.click('#start');
    await page.waitForURL(/game=/);
    await page.waitForSelector('#board .counter');
    expect(await page.textContent('#status')).toContain(`against the novice captain (${strengthText(novice)})`);

    // turn 1, in irons: why, and what she may do; her one legal hex (her own bow) is drawn over her, not under
    await waitForStage(page, 'movement');
    const irons = (await page.textContent('#irons')) ?? '';
    expect(irons).toContain('is in irons: her bow is into the wind (attitude D, 7.1.3)');
    expect(irons).toContain('allowance 0, 7.1.4');
    expect(irons).toContain('turn in place 60° ("L" or "R", free: 7.1.15) or stay ("0")');
    expect(irons).toContain('8.2.1');
    expect(await page.locator('#anchor-controls').count()).toBe(0); // the Basic Game: no anchoring
    const ring = page.locator('#board .top polygon.end.covered');
    expect(await ring.count()).toBe(1);
    expect(await ring.getAttribute('data-headings')).toBe('2 1 3'); // stay heading 2, or turn to 1 or 3
    const onTop = await page.evaluate(() => {
      const r = document.querySelector('#board .top polygon.end.covered')!.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.classList.contains('end');
    });
    expect(onTop).toBe(true);
    await ring.click();
    // the hex offers the headings she may end with: an arrow each (and a button each in the panel)
    const arrows = page.locator('#board polygon.heading-choice');
    expect(await arrows.count()).toBe(3);
    expect((await arrows.evaluateAll((els) => els.map((e) => e.getAttribute('data-plot')))).sort()).toEqual([
      '0',
      'L',
      'R',
    ]);
    await page.click('#board polygon.heading-choice[data-plot="L"]');
    await page.waitForFunction(() => document.querySelector('#plot-text')?.textContent === 'L');
    await page.click('#write-plot');
    await page.waitForFunction(() => /plots L/.test(document.querySelector('#message')?.textContent ?? ''));
    await submit(page);

    let last = '';
    let turns = 1;
    let severalHeadings = 0;
    let refused = false;
    for (let step = 0; step < 400; step++) {
      last = await waitForDecision(page, last);
      const stage = await stageOf(page);
      if (stage === 'over') break;
      if (stage === 'movement') {
        turns++;
        if (turns === 2) {
          // the captain's reasons for turn 1, once it is over
          expect(await page.textContent('#why-title')).toBe("The captain's reasons (turn 1)");
          expect(await page.textContent('#why-text')).toMatch(/Hermione \[F1\] chose \S+ → bow [A-Z]+\d+, heading/);
          // a refused order (an illegal plot typed with the buttons) is an answer: shown, no console error
          const keys = await page.$$eval('button[data-key]', (els) => els.map((e) => e.getAttribute('data-key')!));
          const top = keys.filter((k) => /^[1-9]$/.test(k)).pop()!;
          await page.click(`button[data-key="${top}"]`);
          await page.click(`button[data-key="${top}"]`);
          await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), page.click('#write-plot')]);
          await page.waitForFunction(() => document.querySelector('#message')?.className === 'bad');
          expect(await page.textContent('#message')).toMatch(/illegal — the movement allowance is \d/);
          refused = true;
        }
        const plot = await nearestEnd(page);
        const end = page.locator(`#board polygon.end[data-plot="${plot}"]`).first();
        const headings = ((await end.getAttribute('data-headings')) ?? '').split(' ');
        await end.click();
        if (headings.length > 1) {
          // a hex she may end in with several headings: choose one of its arrows
          severalHeadings++;
          await page.locator('#board polygon.heading-choice').first().click();
        }
        await page.waitForSelector('#plot-path', { state: 'attached' });
        await page.click('#write-plot');
        await page.waitForFunction(() => /plots/.test(document.querySelector('#message')?.textContent ?? ''));
      } else if (stage === 'combat') {
        const target = page.locator('#board .counter.target polygon.hull').first();
        if (await target.count()) {
          await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), target.click()]);
          await page.waitForFunction(() => /fires at/.test(document.querySelector('#message')?.textContent ?? ''));
        }
      } else if (stage === 'reload') {
        const load = page.locator('[data-load]').first();
        if (await load.count()) {
          await load.click();
          await page.waitForFunction(() => /load/.test(document.querySelector('#message')?.textContent ?? ''));
        }
      }
      await submit(page);
    }
    await page.waitForSelector('#over:not([hidden])');
    expect(await page.textContent('#over')).toMatch(/GAME OVER after turn \d+/);
    expect(turns).toBeGreaterThan(2);
    expect(refused).toBe(true);
    expect(severalHeadings).toBeGreaterThan(0);
    // the debrief: the turns the captain's evaluation swung most, with the plots played
    expect(await page.textContent('#debrief')).toMatch(
      /^Debrief — where the battle swung, by the greedy-raker captain's own evaluation[^\n]*\n {2}Turn \d+: its evaluation (rose|fell) from /,
    );
    await page.screenshot({ path: join(IMG, 'serve-debrief.png') });
    expect(problems).toEqual([]);
  }, 600_000);

  it('refuses an illegal plot with its rule and the part that would be executed; a reload resumes the turn', async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    await startGame(page, { scenario: 'frigate-duel', level: 'basic', opponent: 'captain:random', seed: '9' });
    await waitForDecision(page);
    expect(await stageOf(page)).toBe('movement');
    await typePlot(page, '9');
    // the preview already says why, and draws the path in red
    await page.waitForSelector('#plot-path.bad');
    // the order's refusal, not the preview's message already on the page (a race under load)
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/order')), page.keyboard.press('Enter')]);
    await page.waitForFunction(
      () =>
        /It would stop at the infraction/.test(document.querySelector('#message')?.textContent ?? '') &&
        document.querySelector('#message')?.className === 'bad',
    );
    const msg = await page.textContent('#message');
    expect(msg).toMatch(
      /9: illegal — the movement allowance is 4 \(7\.1\.5, 7\.1\.13\)\. It would stop at the infraction: "4" \(7\.2\.7\)/,
    );
    // write a legal plot with the on-screen buttons, then reload mid-turn
    await page.keyboard.press('Escape');
    await page.click('button[data-key="L"]');
    await page.click('button[data-key="1"]');
    await page.click('#write-plot');
    await page.waitForFunction(() => /plots L1/.test(document.querySelector('#message')?.textContent ?? ''));
    await page.reload();
    await page.waitForSelector('#board .counter');
    await waitForDecision(page);
    expect(await stageOf(page)).toBe('movement');
    expect(await page.textContent('#ships')).toMatch(/plot L1/);
    expect(await page.textContent('#draft')).toMatch(/plot L1/);
    expect(problems).toEqual([]);
  });

  it('shows the errors of a malformed uploaded scenario, field by field, and keeps serving', async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    await page.goto(served.url);
    await page.waitForSelector('#scenario option', { state: 'attached' });
    await page.setInputFiles('#scenario-file', {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ id: 'b', name: 'B', map: { columns: -1 }, sides: 'none', ships: [] })),
    });
    await page.click('#start');
    await page.waitForSelector('#scenario-errors li');
    const errors = await page.$$eval('#scenario-errors li', (els) => els.map((e) => e.textContent));
    expect(errors.length).toBeGreaterThan(1);
    for (const e of errors) expect(e).toMatch(/^broken\.json: /);
    expect(errors.join('\n')).toMatch(/map\.columns/);
    // the server still serves: a good upload starts a game
    const good = { ...getScenario('frigate-duel') } as Record<string, unknown>;
    await page.setInputFiles('#scenario-file', {
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(good)),
    });
    await page.click('#start');
    await page.waitForURL(/game=/);
    await page.waitForSelector('#board .counter');
    expect(problems).toEqual([]);
  });

  it("lets two people play each other: each browser gets only its side's view, orders revealed together", async () => {
    const problemsA: string[] = [];
    const problemsB: string[] = [];
    const a = await newPage(problemsA);
    const seenByA: string[] = [];
    a.on('response', async (r) => {
      if (r.url().includes('/api/')) seenByA.push(await r.text().catch(() => ''));
    });
    await startGame(a, { scenario: 'frigate-duel', level: 'advanced', side: 'british', opponent: 'human' });
    const link = await a.getAttribute('#join-link', 'href');
    expect(link).toMatch(/join=/);
    const b = await newPage(problemsB);
    await b.goto(link!);
    await b.waitForSelector('#board .counter');
    // the joiner's page holds its own seat token, not the link's; the creator's page no longer shows the link
    await b.waitForURL(/seat=/);
    expect(new URL(b.url()).searchParams.get('seat')).not.toBe(new URL(link!).searchParams.get('join'));
    await a.waitForSelector('#join', { state: 'hidden' });
    // the link admits one person: a third browser is refused with a clear message
    const c = await newPage([]);
    await c.goto(link!);
    await c.waitForFunction(() =>
      /join link has been used/.test(document.querySelector('#message')?.textContent ?? ''),
    );
    // initial loads (13.0): the French load chainshot on both broadsides, the British roundshot
    await waitForDecision(b);
    await b.selectOption('#load-L', 'chain');
    await b.selectOption('#load-R', 'chain');
    await b.click('#do-load');
    await b.waitForFunction(() =>
      /right loaded with chainshot/.test(document.querySelector('#message')?.textContent ?? ''),
    );
    await submit(b);
    await waitForDecision(a);
    expect(await a.textContent('#status')).not.toMatch(/Waiting/);
    await a.click('#do-load');
    await a.waitForFunction(() =>
      /right loaded with roundshot/.test(document.querySelector('#message')?.textContent ?? ''),
    );
    await submit(a);
    // movement: A writes first and waits for B; nothing moves until both are ready
    let lastA = await waitForStage(a, 'movement');
    expect(await stageOf(a)).toBe('movement');
    await typePlot(a, '1');
    await a.keyboard.press('Enter');
    await a.waitForFunction(() => /plots 1/.test(document.querySelector('#message')?.textContent ?? ''));
    await submit(a);
    await a.waitForFunction(() => /Waiting for France/.test(document.querySelector('#status')?.textContent ?? ''));
    const bowBefore = await b.getAttribute('#board .counter[data-ship="amazon"]', 'data-bow');
    await waitForStage(b, 'movement');
    expect(await stageOf(b)).toBe('movement');
    expect(await b.getAttribute('#board .counter[data-ship="amazon"]', 'data-bow')).toBe(bowBefore);
    await typePlot(b, '1');
    await b.keyboard.press('Enter');
    await b.waitForFunction(() => /plots 1/.test(document.querySelector('#message')?.textContent ?? ''));
    await submit(b);
    lastA = await waitForDecision(a, lastA);
    expect(Number(lastA.split(':')[0]) > 1 || (await stageOf(a)) !== 'movement').toBe(true);
    await b.waitForFunction(
      (bow) => document.querySelector('#board .counter[data-ship="amazon"]')?.getAttribute('data-bow') !== bow,
      bowBefore,
    );
    // B's own log shows its chainshot; nothing A received ever did
    const bLog = await b.evaluate(async () => {
      const p = new URLSearchParams(location.search);
      const r = await fetch(`/api/games/${p.get('game')}?seat=${p.get('seat')}`);
      return (await r.json()).ships.find((s: { id: string }) => s.id === 'hermione').log as string[];
    });
    const loadsLine = bLog.find((l) => l.includes('Loads'))!;
    expect(loadsLine).toMatch(/chain/);
    expect(seenByA.length).toBeGreaterThan(5);
    for (const body of seenByA) {
      expect(body).not.toContain(loadsLine.trim());
      expect(body).not.toMatch(/left chain|right chain/);
    }
    const aView = seenByA
      .map((x) => {
        try {
          return JSON.parse(x);
        } catch {
          return null;
        }
      })
      .find((x) => x?.ships);
    expect(aView.ships.find((s: { id: string }) => s.id === 'hermione').log.join('\n')).toMatch(/not shown/);
    expect([...problemsA, ...problemsB]).toEqual([]);
  });

  it('replays a lab game picked from a results file by filter, stepped to its end, matching wsim replay', async () => {
    const problems: string[] = [];
    const page = await newPage(problems);
    const dir = mkdtempSync(join(tmpdir(), 'wsim-replay-'));
    const results = join(dir, 'watch.jsonl');
    execFileSync(
      'node',
      [join(ROOT, 'bin/wsim.js'), 'sim', 'tests/serve/fixtures/watch.json', '--out', results, '--workers', '0'],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const firstRow = JSON.parse(readFileSync(results, 'utf8').split('\n')[0]) as { gameId: string };
    await page.goto(`${served.url}?replay=1`);
    await page.setInputFiles('#results-file', results);
    await page.waitForSelector('#results-rows button[data-row]');
    expect(await page.textContent('#results-count')).toBe('2 of 2 games match');
    // pick by filter: the side-swapped game (greedy-raker on the second side)
    await page.fill('#results-filter', 'swap=true');
    await page.waitForFunction(() =>
      /^1 of 2 games match$/.test(document.querySelector('#results-count')?.textContent ?? ''),
    );
    expect(await page.inputValue('#experiment-path')).toBe('experiments/watch.json');
    await page.fill('#experiment-path', 'tests/serve/fixtures/watch.json');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/lab-game')),
      page.click('#results-rows button[data-row]'),
    ]);
    expect(answer.status()).toBe(200);
    const record = (await answer.json()).record;
    await page.waitForSelector('#replay-view:not([hidden])');
    const file = join(dir, 'lab-game.json');
    writeFileSync(file, JSON.stringify(record));
    const cli = execFileSync('node', [join(ROOT, 'bin/wsim.js'), 'replay', file], { encoding: 'utf8' })
      .trimEnd()
      .split('\n');
    const frames = Number(await page.evaluate(() => document.body.dataset.frames));
    expect(frames).toBeGreaterThan(3);
    // two French frigates, one a side: each counter flies her side's pennant, and the two differ
    const pennants = await page.$$eval('#replay-board .counter', (gs) =>
      gs.map((g) => `${g.getAttribute('data-ship')}:${g.querySelector('.pennant')?.getAttribute('class')}`),
    );
    expect(pennants.sort()).toEqual(['east:pennant side-1', 'west:pennant side-0']);
    const lines: string[] = [];
    for (let i = 0; i < frames; i++) {
      expect(await page.evaluate(() => Number(document.body.dataset.frame))).toBe(i);
      const text = (await page.textContent('#r-log')) ?? '';
      if (text) lines.push(...text.split('\n'));
      if (i === Math.floor(frames / 2))
        await page.locator('#replay-view').screenshot({ path: join(IMG, 'serve-replay.png') });
      if (i < frames - 1) await page.click('#r-next');
    }
    const result = await page.textContent('#r-result');
    expect([...lines, result]).toEqual(cli);
    expect(result).toMatch(/^Result: /);
    expect(await page.textContent('#r-orders')).toMatch(/west:\n/);
    // a link naming the experiment and the game (as the report writes) opens it directly
    await page.goto(
      `${served.url}?replay=1&experiment=tests/serve/fixtures/watch.json&game=${encodeURIComponent(firstRow.gameId)}`,
    );
    await page.waitForSelector('#replay-view:not([hidden])');
    // and a game record file opens the same way
    await page.goto(`${served.url}?replay=1`);
    await page.setInputFiles('#record-file', file);
    await page.waitForSelector('#replay-view:not([hidden])');
    expect(Number(await page.evaluate(() => document.body.dataset.frames))).toBe(frames);
    expect(problems).toEqual([]);
  });
});
