/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * `wsim serve` over HTTP (no browser): its own assets only, bad requests refused with a clear
 * status, the referee refusing another side's ship, a malformed uploaded scenario answered with its
 * errors (and the server still serving), hidden loads absent from the other seat's answers, a
 * restart resuming a game mid-turn, and the event loop answering while a captain thinks.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_BODY, type Served } from '../../src/serve/server.js';
import { OPTIONAL_RULE_NAMES } from '../../src/api/wsim.js';
import { joinGame, open, post, raw, start, until, order } from './helpers.js';

async function newGame(s: Served, body: Record<string, unknown> = {}) {
  const r = await post(s, '/api/games', {
    scenario: 'frigate-duel',
    rules: { level: 'advanced' },
    side: 'british',
    opponent: { kind: 'captain', captain: 'greedy-raker' },
    seed: '11',
    ...body,
  });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; seat: string; join: { side: string; invite: string } | null };
}

/** The seat's state once it has something to decide. */
function myTurn(s: Served, id: string, seat: string, stage?: string) {
  return until(
    async () => {
      const r = await raw(s, 'GET', `/api/games/${id}?seat=${seat}`);
      return r.json.mine && (!stage || r.json.stage === stage) ? r.json : null;
    },
    `a decision for the seat${stage ? ` in ${stage}` : ''}`,
  );
}

describe('wsim serve: assets and bad requests', () => {
  it('serves its own assets and nothing else: path traversal refused with 400, unknown paths 404', async () => {
    const { s } = await start();
    const index = await raw(s, 'GET', '/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<svg id="board"');
    expect((await raw(s, 'GET', '/app.js')).status).toBe(200);
    for (const p of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/web/..%2F..%2Fpackage.json',
      '/..\\package.json',
      '/static/%2E%2E/%2E%2E/etc/passwd',
    ]) {
      const r = await raw(s, 'GET', p);
      expect(r.status, p).toBe(400);
      expect(r.json.error).toMatch(/path refused/);
    }
    expect((await raw(s, 'GET', '/package.json')).status).toBe(404);
    expect((await raw(s, 'GET', '/server.ts')).status).toBe(404);
    expect((await raw(s, 'GET', '/api/games/zzz?seat=x')).status).toBe(404);
  });

  it('refuses oversized, malformed, mistyped and ill-formed requests with clear statuses', async () => {
    const { s } = await start();
    const g = await newGame(s);
    const big = await raw(
      s,
      'POST',
      `/api/games/${g.id}/ready`,
      JSON.stringify({ seat: g.seat, pad: 'x'.repeat(MAX_BODY) }),
    );
    expect(big.status).toBe(413);
    expect(big.json.error).toMatch(/at most 16384 bytes/);
    const bad = await raw(s, 'POST', `/api/games/${g.id}/ready`, '{"seat": ');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/malformed JSON/);
    const deep = await raw(s, 'POST', `/api/games/${g.id}/ready`, '['.repeat(5000) + ']'.repeat(5000));
    expect(deep.status).toBe(400);
    const type = await raw(s, 'POST', `/api/games/${g.id}/ready`, 'seat=x', 'application/x-www-form-urlencoded');
    expect(type.status).toBe(415);
    const field = await post(s, `/api/games/${g.id}/order`, {
      seat: g.seat,
      ship: 'amazon',
      command: 'plot',
      args: 'L1',
    });
    expect(field.status).toBe(400);
    expect(field.json.errors).toEqual([expect.stringMatching(/^args: /)]);
    const extra = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'expert' },
      side: 'british',
      opponent: { kind: 'robot' },
    });
    expect(extra.status).toBe(400);
    expect(extra.json.errors.join('\n')).toMatch(/rules\.level/);
    expect(extra.json.errors.join('\n')).toMatch(/opponent/);
    const captain = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      side: 'british',
      opponent: { kind: 'captain', captain: 'mcts:iterations=-3' },
    });
    expect(captain.status).toBe(400);
    expect(captain.json.error).toMatch(/opponent\.captain: captain "mcts": option "iterations"/);
    const wrongSeat = await raw(s, 'GET', `/api/games/${g.id}?seat=${'A'.repeat(24)}`);
    expect(wrongSeat.status).toBe(403);
    expect((await raw(s, 'DELETE', `/api/games/${g.id}`)).status).toBe(405);
  });

  it('answers a malformed uploaded scenario with one line per mistake, and keeps serving', async () => {
    const { s } = await start();
    const r = await post(s, '/api/games', {
      scenarioFile: { id: 'x', name: 'Broken', map: { columns: 'wide' }, sides: [], ships: [{ id: 1 }] },
      scenarioFileName: 'broken.json',
      rules: { level: 'basic' },
      side: 'british',
      opponent: { kind: 'captain', captain: 'random' },
    });
    expect(r.status).toBe(422);
    expect(r.json.errors.length).toBeGreaterThan(1);
    for (const line of r.json.errors) expect(line).toMatch(/^broken\.json: /);
    expect(r.json.errors.join('\n')).toMatch(/map\.columns/);
    expect((await raw(s, 'GET', '/api/meta')).status).toBe(200);
  });
});

describe('wsim serve: the new game form', () => {
  it('names every optional rule by its title and rule number, as the rules coverage lists it', async () => {
    const { s } = await start();
    const meta = (await raw(s, 'GET', '/api/meta')).json;
    const coverage = readFileSync(new URL('../../docs/rules-coverage.md', import.meta.url), 'utf8');
    expect(meta.optionalRules.map((r: any) => r.name)).toEqual(OPTIONAL_RULE_NAMES);
    for (const r of meta.optionalRules) {
      expect(r.title.length).toBeGreaterThan(3);
      // the row of the optional rule in docs/rules-coverage.md names the same number(s)
      for (const number of r.rule.split(' / '))
        expect(coverage).toMatch(new RegExp(`\\| [^|\\n]*${number.replace('.', '\\.')}[ ,/.]`));
    }
    expect(meta.specialRules.map((r: any) => r.name)).toEqual([
      'sternRake',
      'sternRakeAnyTime',
      'boarding',
      'prizeCrews',
    ]);
  });
});

describe('wsim serve: the referee', () => {
  it("refuses an order for the other side's ship, and an order out of its phase", async () => {
    const { s } = await start();
    const g = await newGame(s, { rules: { level: 'basic' } });
    await myTurn(s, g.id, g.seat, 'movement');
    const other = await order(s, g, 'hermione', 'plot', ['1']);
    expect(other.status).toBe(403);
    expect(other.json.error).toMatch(/Hermione .* is not yours to command/);
    const peek = await post(s, `/api/games/${g.id}/preview`, { seat: g.seat, ship: 'hermione', plot: '1' });
    expect(peek.status).toBe(403);
    const phase = await order(s, g, 'amazon', 'fire', ['L']);
    expect(phase.status).toBe(422);
    const illegal = await order(s, g, 'amazon', 'plot', ['9']);
    expect(illegal.status).toBe(422);
    expect(illegal.json.error).toMatch(/movement allowance is 4 \(7\.1\.5, 7\.1\.13\).*"4" \(7\.2\.7\)/);
    const early = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
    expect(early.status).toBe(422);
    expect(early.json.error).toMatch(/7\.2\.6/);
  });

  it("never sends one seat the other side's loads, and reveals the orders of a phase together", async () => {
    const { s } = await start();
    const g = await newGame(s, { opponent: { kind: 'human' }, seed: undefined });
    expect(g.join?.side).toBe('french');
    const fr = await joinGame(s, g.id, g.join!.invite);
    const bodies: string[] = [];
    const get = async (seat: string) => {
      const r = await raw(s, 'GET', `/api/games/${g.id}?seat=${seat}`);
      if (seat === g.seat) bodies.push(r.text);
      return r.json;
    };
    // both sides choose their initial loads (Advanced: 13.0)
    expect((await get(g.seat)).stage).toBe('start');
    const load = await order(s, fr, 'hermione', 'load', ['both', 'chain']);
    expect(load.status, load.text).toBe(200);
    await post(s, `/api/games/${g.id}/ready`, { seat: fr.seat });
    const mine = await get(g.seat);
    expect(mine.stage).toBe('start'); // the French are ready; the British have not given theirs: nothing resolved
    expect(mine.waitingFor).toEqual(['british']);
    await order(s, g, 'amazon', 'load', ['both', 'double']);
    const done = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
    bodies.push(done.text);
    expect(done.json.state.stage).toBe('movement');
    const british = await get(g.seat);
    const french = await raw(s, 'GET', `/api/games/${g.id}?seat=${fr.seat}`);
    expect(british.ships.find((x: any) => x.id === 'amazon').log.join('\n')).toMatch(/double/);
    expect(french.json.ships.find((x: any) => x.id === 'hermione').log.join('\n')).toMatch(/chain/);
    for (const b of bodies) {
      expect(b).not.toMatch(/chain/i);
      expect(JSON.parse(b).ships ?? JSON.parse(b).state.ships).toBeDefined();
    }
    // the record, with both sides' orders, only once the game is over
    expect((await raw(s, 'GET', `/api/games/${g.id}/record?seat=${g.seat}`)).status).toBe(409);
  });

  it('resumes a game mid-turn after a restart, with the orders written before it', async () => {
    const { s, dir } = await start();
    const g = await newGame(s, { rules: { level: 'basic' } });
    await myTurn(s, g.id, g.seat, 'movement');
    await order(s, g, 'amazon', 'plot', ['1']);
    await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
    const t2 = await myTurn(s, g.id, g.seat, 'movement');
    expect(t2.turn).toBe(2);
    await order(s, g, 'amazon', 'plot', ['L1']);
    const before = (await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`)).json;
    const saved = JSON.parse(readFileSync(join(dir, `${g.id}.json`), 'utf8'));
    expect(saved.turn.drafts.british.amazon.plot).toBe('L1');
    await open.pop()!.close();
    const again = await start(dir);
    const after = await myTurn(again.s, g.id, g.seat, 'movement');
    expect(after.turn).toBe(2);
    expect(after.drafts.amazon.orders.plot).toBe('L1');
    expect(after.ships).toEqual(before.ships);
    expect(after.events.map((t: any) => t.lines)).toEqual(before.events.map((t: any) => t.lines));
  });

  it("answers while a captain thinks: the search runs on the captains' thread", async () => {
    const { s } = await start();
    const g = await newGame(s, {
      opponent: { kind: 'captain', captain: 'mcts:iterations=200000' },
      rules: { level: 'basic' },
    });
    // the captain is asked at once; the server keeps answering while it is still thinking
    const seen = await until(async () => {
      const r = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
      return r.json.thinking.includes('french') ? r.json : null;
    }, 'the captain thinking');
    expect(seen.opponents[0].thinking).toBe(true);
    const meta = await raw(s, 'GET', '/api/meta');
    expect(meta.status).toBe(200);
    const still = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
    expect(still.json.thinking).toEqual(['french']);
  });
});

describe('wsim serve: the orders of the optional rules', () => {
  it('offers a tow to a friend in the towing position and rigs it (35.4.1), then offers to cast it off (35.4.3)', async () => {
    const { s } = await start();
    // t heads board 2 from J20; y lies two hexes astern with the same heading, her bow at t's stern
    const scenarioFile = {
      id: 'tow-test',
      name: 'Tow test',
      wind: { direction: 1, velocity: 3, changeNumber: 6 },
      turnLimit: 10,
      sides: [
        { id: 'a', name: 'Side A' },
        { id: 'b', name: 'Side B' },
      ],
      ships: [
        { id: 't', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 2 },
        { id: 'y', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'H21', heading: 2 },
        { id: 'e', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 1 },
      ],
    };
    const g = await newGame(s, {
      scenario: undefined,
      scenarioFile,
      scenarioFileName: 'tow.json',
      rules: { level: 'basic', optional: ['towing'] },
      side: 'a',
      opponent: { kind: 'captain', captain: 'random' },
      seed: '3',
    });
    const st = await myTurn(s, g.id, g.seat, 'movement');
    expect(st.options.t.towable).toEqual(['y']);
    expect(st.options.y.towable).toEqual([]);
    const tow = await order(s, g, 't', 'tow', ['y']);
    expect(tow.status, tow.text).toBe(200);
    const y = await order(s, g, 'y', 'plot', ['0']);
    expect(y.status, y.text).toBe(200);
    expect((await post(s, `/api/games/${g.id}/ready`, { seat: g.seat })).status).toBe(200);
    const next = await myTurn(s, g.id, g.seat, 'grappling');
    expect(next.events.flatMap((t: any) => t.events).some((e: any) => e.type === 'towRigged')).toBe(true);
    expect(next.options.t.towPartner).toBe('y');
    const off = await order(s, g, 't', 'castoff', ['y']);
    expect(off.status, off.text).toBe(200);
    expect(off.json.say.join(' ')).toMatch(/casts off the tow .*35\.4\.3/);
  });
});

describe('wsim serve: lab games played again', () => {
  it('plays a row of a run with --seed and --games-per-cell with the seed the run used', async () => {
    const { s } = await start();
    const ROOT = fileURLToPath(new URL('../../', import.meta.url));
    const results = join(mkdtempSync(join(tmpdir(), 'wsim-serve-lab-')), 'watch.jsonl');
    const sim = spawnSync(
      process.execPath,
      [
        join(ROOT, 'bin/wsim.js'),
        'sim',
        'tests/serve/fixtures/watch.json',
        '--seed',
        'another-run',
        '--games-per-cell',
        '4',
        '--out',
        results,
        '--workers',
        '0',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(sim.status, sim.stderr).toBe(0);
    const rows = readFileSync(results, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => r.index).sort()).toEqual([0, 1, 2, 3]);
    const lab = (game: string, seed?: string) =>
      raw(
        s,
        'GET',
        `/api/lab-game?experiment=tests/serve/fixtures/watch.json&game=${encodeURIComponent(game)}${seed ? `&seed=${seed}` : ''}`,
      );
    for (const row of rows) {
      const r = await lab(row.gameId, row.seed);
      expect(r.status, r.text).toBe(200);
      // the run's game: its seed, its winner and length
      expect(String(r.json.record.seed)).toBe(row.seed);
      expect(r.json.record.result.winner).toBe(row.winner);
      expect(r.json.record.result.turn).toBe(row.turns);
    }
    // without the row's seed: the file's own figures (2 games per cell, its master seed)
    const beyond = rows.find((r) => r.index === 3);
    const refused = await lab(beyond.gameId);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/index < 2, or the seed of its results row/);
    const first = rows.find((r) => r.index === 0);
    const own = await lab(first.gameId);
    expect(own.status).toBe(200);
    expect(String(own.json.record.seed)).not.toBe(first.seed);
    const bad = await lab(first.gameId, 'x'.repeat(301));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/seed: expected the seed of a results row/);
  });
});

describe('wsim serve on the command line', () => {
  const WSIM = fileURLToPath(new URL('../../bin/wsim.js', import.meta.url));

  it('prints its address, serves, and refuses a busy port or a bad option with one line and exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-serve-cli-'));
    const child = spawn('node', [WSIM, 'serve', '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          const m = /wsim serve: (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`wsim serve exited with ${code}`)));
      });
      const port = new URL(url).port;
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const busy = spawnSync('node', [WSIM, 'serve', '--port', port], { encoding: 'utf8' });
      expect(busy.status).toBe(2);
      expect(busy.stderr).toBe(`wsim: --port: port ${port} on 127.0.0.1 is in use (try --port 0 for any free port)\n`);
    } finally {
      child.kill('SIGTERM');
    }
    const bad = spawnSync('node', [WSIM, 'serve', '--port', 'eighty'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('wsim: --port: expected a whole number (got "eighty")\n');
  });
});
