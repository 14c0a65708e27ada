/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * `wsim serve`'s threat model (docs/play.md) over HTTP, point by point of issue 31: a join link admits one
 * person, who gets a seat token the creator never sees, and neither seat can read or act for the other at any
 * point of a whole game; no chosen seed between two people, and the save says how the seed was made; a bounded
 * number of games in memory (dropped and read back on demand), unjoined games expiring, a rate limit on new
 * games; lab games on a queue of their own, answered "busy" beyond it; Host and Origin checks against DNS
 * rebinding; captain specs checked when the game is made; lab errors naming files relative to the project.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Served } from '../../src/serve/server.js';
import type { CaptainHost } from '../../src/serve/captains.js';
import type { LabRequest, LabRunner } from '../../src/serve/labQueue.js';
import { labGameRecord } from '../../src/serve/labGame.js';
import { allowedHosts } from '../../src/serve/origin.js';
import { loadExperiment } from '../../src/lab/experiment.js';
import { gameIdOf } from '../../src/lab/seeds.js';
import { joinGame, open, post, raw, start, until, order } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WATCH = 'tests/serve/fixtures/watch.json';

/** Two frigates six columns apart, six turns: a whole game of every phase in a few requests. */
const CLOSE_DUEL = {
  id: 'close-duel',
  name: 'Close duel',
  wind: { direction: 1, velocity: 3, changeNumber: 6 },
  turnLimit: 6,
  sides: [
    { id: 'british', name: 'Great Britain' },
    { id: 'french', name: 'France' },
  ],
  ships: [
    { id: 'amazon', side: 'british', class: 'br-f3-36', quality: 'average', bow: 'K25', heading: 2 },
    { id: 'hermione', side: 'french', class: 'fr-f3-36', quality: 'average', bow: 'Q25', heading: 6 },
  ],
};

async function twoPeople(s: Served, body: Record<string, unknown> = {}) {
  const r = await post(s, '/api/games', {
    scenario: 'frigate-duel',
    rules: { level: 'advanced' },
    side: 'british',
    opponent: { kind: 'human' },
    ...body,
  });
  expect(r.status, r.text).toBe(201);
  return r;
}

const state = async (s: Served, id: string, seat: string) =>
  (await raw(s, 'GET', `/api/games/${id}?seat=${seat}`)).json;

describe('wsim serve: a join link admits one person', () => {
  it('gives the joiner a seat token the creator never sees, hides the link once used, refuses a second use', async () => {
    const { s } = await start();
    const created = await twoPeople(s);
    const g = created.json;
    expect(g.join).toEqual({ side: 'french', invite: expect.any(String) });
    expect(g.join.invite).not.toBe(g.seat);
    const before = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
    expect(before.json.join).toEqual({ side: 'french', invite: g.join.invite });
    expect(before.json.opponents[0].joined).toBe(false);
    // the link's secret is no seat token: it reads nothing and orders nothing
    expect((await raw(s, 'GET', `/api/games/${g.id}?seat=${g.join.invite}`)).status).toBe(403);
    expect((await order(s, { id: g.id, seat: g.join.invite }, 'hermione', 'load', ['both', 'chain'])).status).toBe(403);
    const joined = await post(s, `/api/games/${g.id}/join`, { invite: g.join.invite });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json).toEqual({ id: g.id, seat: expect.any(String), side: 'french' });
    const b = joined.json.seat as string;
    expect(b).not.toBe(g.join.invite);
    expect((await raw(s, 'GET', `/api/games/${g.id}?seat=${b}`)).json.side).toBe('french');
    // the creator's state: the link gone, the other person joined, the joiner's token nowhere
    const after = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
    expect(after.json.join).toBeNull();
    expect(after.json.opponents[0].joined).toBe(true);
    for (const body of [created.text, before.text, after.text]) expect(body).not.toContain(b);
    // a second use of the link, by anyone, is refused with a clear message; a wrong secret is not a link
    const again = await post(s, `/api/games/${g.id}/join`, { invite: g.join.invite });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/this join link has been used: the seat is taken/);
    expect((await post(s, `/api/games/${g.id}/join`, { invite: g.seat })).status).toBe(403);
    expect((await post(s, `/api/games/${g.id}/join`, { invite: 'A'.repeat(24) })).status).toBe(403);
  });

  it('turns the join link of a game saved before join links had their own secret into one', async () => {
    const { s, dir } = await start();
    const g = (await twoPeople(s)).json;
    await open.pop()!.close();
    // as the server saved it before: the link carried the unopened seat's own token
    const file = join(dir, `${g.id}.json`);
    const save = JSON.parse(readFileSync(file, 'utf8'));
    const old = save.seats[1].token;
    delete save.seats[1].invite;
    delete save.seedMade;
    writeFileSync(file, JSON.stringify(save));
    const again = await start(dir);
    expect((await raw(again.s, 'GET', `/api/games/${g.id}?seat=${old}`)).status).toBe(403);
    expect((await state(again.s, g.id, g.seat)).join).toEqual({ side: 'french', invite: old });
    const b = await joinGame(again.s, g.id, old);
    expect(b.seat).not.toBe(old);
    expect((await post(again.s, `/api/games/${g.id}/join`, { invite: old })).status).toBe(409);
  });

  it('plays a whole game between two seats: neither can read or act for the other at any point', async () => {
    const { s } = await start();
    const duel = await Duel.open(s);
    const phases = new Set<string>();
    let over = false;
    for (let step = 0; step < 200 && !over; step++) {
      let acted = false;
      for (const [side, other] of [
        ['british', 'french'],
        ['french', 'british'],
      ] as const) {
        const st = (await duel.call(side, 'GET', `?seat=${duel.seats[side].seat}`)).json;
        // a seat's own drafts only, and no join link once it is spent
        expect(Object.keys(st.drafts).every((ship) => ship === duel.seats[side].ship)).toBe(true);
        expect(st.join).toBeNull();
        over = st.over !== null;
        if (over || !st.mine || st.ready) continue;
        phases.add(st.stage);
        await duel.decide(side, other, st);
        acted = true;
      }
      if (!over) expect(acted).toBe(true); // no captains: a phase waits for a person only
    }
    expect(over).toBe(true);
    expect([...phases]).toEqual(expect.arrayContaining(['start', 'movement', 'combat', 'reload', 'grappling']));
    await duel.probe('british', 'french');
    await duel.probe('french', 'british');
    // the record, both sides' orders, once the game is over, to either seat
    for (const side of ['british', 'french'] as const)
      expect((await duel.call(side, 'GET', `/record?seat=${duel.seats[side].seat}`)).status).toBe(200);
    // no answer to one seat ever carried the other's token
    expect(duel.received.british.length).toBeGreaterThan(50);
    for (const text of duel.received.british) expect(text).not.toContain(duel.seats.french.seat);
    for (const text of duel.received.french) expect(text).not.toContain(duel.seats.british.seat);
  });
});

type Side = 'british' | 'french';

/** A game between two seats over HTTP: each seat's calls, and every answer each seat received. */
class Duel {
  readonly received: Record<Side, string[]> = { british: [], french: [] };

  private constructor(
    readonly s: Served,
    readonly id: string,
    /** the join link's secret, spent once the French joined (both people know it) */
    readonly invite: string,
    readonly seats: Record<Side, { seat: string; ship: string; load: string }>,
  ) {}

  static async open(s: Served): Promise<Duel> {
    const created = await post(s, '/api/games', {
      scenarioFile: CLOSE_DUEL,
      scenarioFileName: 'close-duel.json',
      rules: { level: 'advanced' },
      side: 'british',
      opponent: { kind: 'human' },
    });
    expect(created.status, created.text).toBe(201);
    const { id, seat, join } = created.json;
    const joined = await post(s, `/api/games/${id}/join`, { invite: join.invite });
    expect(joined.status, joined.text).toBe(200);
    const duel = new Duel(s, id, join.invite, {
      british: { seat, ship: 'amazon', load: 'double' },
      french: { seat: joined.json.seat, ship: 'hermione', load: 'chain' },
    });
    duel.received.british.push(created.text);
    duel.received.french.push(joined.text);
    return duel;
  }

  /** A call of one seat to the game (`path` after /api/games/<id>), its answer kept. */
  async call(side: Side, method: string, path: string, body?: unknown) {
    const r = await raw(
      this.s,
      method,
      `/api/games/${this.id}${path}`,
      body === undefined ? undefined : JSON.stringify(body),
    );
    this.received[side].push(r.text);
    return r;
  }

  private order(side: Side, command: string, args: string[]) {
    const me = this.seats[side];
    return this.call(side, 'POST', '/order', { seat: me.seat, ship: me.ship, command, args });
  }

  /** Everything one seat may try against the other's ship and seat, with its own token and the spent link. */
  async probe(side: Side, other: Side): Promise<void> {
    const them = this.seats[other];
    const theirs = await state(this.s, this.id, them.seat);
    for (const seat of [this.seats[side].seat, this.invite]) {
      const write = await this.call(side, 'POST', '/order', { seat, ship: them.ship, command: 'plot', args: ['1'] });
      expect(write.status, write.text).toBeGreaterThanOrEqual(403);
      const clear = await this.call(side, 'POST', '/clear', { seat, ship: them.ship });
      expect(clear.status, clear.text).toBeGreaterThanOrEqual(403);
      const peek = await this.call(side, 'POST', '/preview', { seat, ship: them.ship, plot: '1' });
      expect(peek.status).toBe(403);
    }
    expect((await this.call(side, 'GET', `?seat=${this.invite}`)).status).toBe(403);
    expect((await this.call(side, 'POST', '/ready', { seat: this.invite })).status).toBe(403);
    expect((await this.call(side, 'POST', '/join', { invite: this.invite })).status).toBe(409);
    // the other seat's drafts, readiness and the game are as they were
    const now = await state(this.s, this.id, them.seat);
    expect(now.drafts).toEqual(theirs.drafts);
    expect(now.ready).toBe(theirs.ready);
    expect(now.revision).toBe(theirs.revision);
  }

  /** One seat's decision in the current phase: its ship's orders, the other seat's attempts, then Ready. */
  async decide(side: Side, other: Side, st: any): Promise<void> {
    const me = this.seats[side];
    if (st.stage === 'start') await this.order(side, 'load', ['both', me.load]);
    if (st.stage === 'movement') {
      const enemy = st.ships.find((x: any) => !x.mine);
      const ends: any[] = st.options[me.ship].ends;
      const near = ends.sort((a, b) => dist(a.bow, enemy.bow) - dist(b.bow, enemy.bow))[0];
      const w = await this.order(side, 'plot', [near.plot]);
      expect(w.status, w.text).toBe(200);
    }
    if (st.stage === 'combat')
      for (const b of ['L', 'R']) if (st.options[me.ship].fire[b].options.length) await this.order(side, 'fire', [b]);
    await this.probe(other, side);
    const r = await this.call(side, 'POST', '/ready', { seat: me.seat });
    expect(r.status, r.text).toBe(200);
  }
}

function dist(a: { q: number; r: number }, b: { q: number; r: number }): number {
  return (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
}

describe('wsim serve: the seed of a game between two people', () => {
  it('refuses a chosen seed between two people, and the save says how each seed was made', async () => {
    const { s, dir } = await start();
    const chosen = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      opponent: { kind: 'human' },
      seed: 'chosen',
    });
    expect(chosen.status).toBe(400);
    expect(chosen.json.error).toMatch(/^seed: a game between two people takes no chosen seed/);
    const drawn = (await twoPeople(s)).json;
    const save = JSON.parse(readFileSync(join(dir, `${drawn.id}.json`), 'utf8'));
    expect(save.seedMade).toBe('drawn');
    expect(save.record.seed).toBe('drawn-1'); // the test's seeds (the server's own: 128 random bits)
    const st = await raw(s, 'GET', `/api/games/${drawn.id}?seat=${drawn.seat}`);
    expect(st.json.seedMade).toBe('drawn');
    expect(st.text).not.toContain('drawn-1');
    const captain = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      opponent: { kind: 'captain', captain: 'random' },
      seed: 'mine',
    });
    expect(captain.status).toBe(201);
    expect(JSON.parse(readFileSync(join(dir, `${captain.json.id}.json`), 'utf8')).seedMade).toBe('chosen');
  });
});

describe('wsim serve: games held in memory', () => {
  const roomy = { burst: 1000, perMinute: 1000 };

  it('holds at most its limit of games while games are created in a loop, and reads a dropped one back', async () => {
    const { s } = await start(undefined, { limits: { maxGames: 4, creations: roomy } });
    const ids: { id: string; seat: string }[] = [];
    const held: number[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push((await twoPeople(s)).json);
      held.push(s.hold.size);
    }
    expect(Math.max(...held)).toBe(4);
    expect(held.slice(3).every((n) => n === 4)).toBe(true);
    // the first game was dropped long ago: asked for, it is read back from its save and plays on
    const first = ids[0];
    const st = await state(s, first.id, first.seat);
    expect(st.id).toBe(first.id);
    expect(st.stage).toBe('start');
    const w = await order(s, first, 'amazon', 'load', ['both', 'round']);
    expect(w.status, w.text).toBe(200);
    expect(s.hold.size).toBe(4);
  });

  it('removes a game whose seat nobody opened once it stays idle past its expiry, held or dropped', async () => {
    let t = Date.now();
    const { s, dir } = await start(undefined, {
      now: () => t,
      limits: { maxGames: 2, idleMs: 60_000, unjoinedMs: 3_600_000, creations: roomy },
    });
    const waiting = (await twoPeople(s)).json; // its link never used
    const played = (await twoPeople(s)).json;
    const b = await joinGame(s, played.id, played.join.invite);
    await state(s, played.id, played.seat);
    const third = (await twoPeople(s)).json; // the first game is dropped to disk to make room
    expect(s.hold.size).toBe(2);
    t += 2 * 3_600_000;
    s.hold.sweep();
    expect(s.hold.size).toBe(0);
    for (const g of [waiting, third]) {
      expect(existsSync(join(dir, `${g.id}.json`))).toBe(false);
      const r = await post(s, `/api/games/${g.id}/join`, { invite: g.join.invite });
      expect(r.status).toBe(404);
      expect(r.json.error).toMatch(/no such game \(a game whose seat nobody opened is removed/);
    }
    // a game both people opened stays: dropped from memory when idle, read back when asked for
    expect((await state(s, played.id, b.seat)).side).toBe('french');
  });

  it('limits the games one client creates: 429 with Retry-After, then again after the wait', async () => {
    let t = Date.now();
    const { s } = await start(undefined, { now: () => t, limits: { creations: { burst: 3, perMinute: 6 } } });
    for (let i = 0; i < 3; i++) await twoPeople(s);
    const refused = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      opponent: { kind: 'human' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json.error).toMatch(/too many new games from this address: try again in 10 s/);
    t += 10_000;
    await twoPeople(s);
  });
});

/** A lab runner that plays on this thread once let go, counting the games asked for. */
function gatedLab(): LabRunner & { asked: number; go(): void } {
  let go = () => {};
  const gate = new Promise<void>((r) => (go = r));
  const lab = {
    asked: 0,
    go: () => go(),
    async play(r: LabRequest) {
      lab.asked++;
      await gate;
      return (await labGameRecord(r.file, r.gameId, r.seed)).record;
    },
    close: async () => {},
  };
  return lab;
}

describe('wsim serve: lab games on demand', () => {
  it("plays them on a thread of their own: a captains' thread that never answers does not hold them up", async () => {
    const silent: CaptainHost = {
      ask: () => new Promise(() => {}),
      reset: () => {},
      close: async () => {},
    };
    const { s } = await start(undefined, { captains: silent });
    const g = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'basic' },
      opponent: { kind: 'captain', captain: 'greedy-raker' },
    });
    expect((await state(s, g.json.id, g.json.seat)).thinking).toEqual(['french']);
    const game = gameIdOf((await loadExperiment(join(ROOT, WATCH))).cells[0].id, 0);
    const r = await raw(s, 'GET', `/api/lab-game?experiment=${WATCH}&game=${encodeURIComponent(game)}`);
    expect(r.status, r.text).toBe(200);
    expect(r.json.record.result).toBeTruthy();
  });

  it('plays one at a time with a small queue, and answers 503 with Retry-After beyond it', async () => {
    const lab = gatedLab();
    const { s } = await start(undefined, { lab, limits: { labWaiting: 1 } });
    const game = gameIdOf((await loadExperiment(join(ROOT, WATCH))).cells[0].id, 0);
    const ask = () => raw(s, 'GET', `/api/lab-game?experiment=${WATCH}&game=${encodeURIComponent(game)}`);
    const first = ask();
    await until(async () => (lab.asked === 1 ? true : null), 'the first lab game played');
    const second = ask();
    await until(async () => (s.lab.load === 2 ? true : null), 'the second lab game waiting');
    const busy = await ask();
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json.error).toMatch(/^busy: 2 lab games are being played or waiting \(at most 2 at once\)/);
    expect(lab.asked).toBe(1);
    lab.go();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(lab.asked).toBe(2);
  });
});

describe('wsim serve: Host and Origin (DNS rebinding)', () => {
  const game = { scenario: 'frigate-duel', rules: { level: 'basic' }, opponent: { kind: 'human' } };

  it("refuses another site's host name and a call from another origin; accepts its own names and page", async () => {
    const { s } = await start();
    const port = new URL(s.url).port;
    const body = JSON.stringify(game);
    const call = (headers: Record<string, string>, method = 'POST', path = '/api/games') =>
      raw(s, method, path, method === 'POST' ? body : undefined, 'application/json', headers);
    const rebound = await call({ host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.json.error).toMatch(/^host refused: this server answers to 127\.0\.0\.1, localhost, \[::1\]/);
    expect((await call({ host: `attacker.example:${port}` }, 'GET', '/')).status).toBe(403);
    expect((await call({ host: `attacker.example:${port}` }, 'GET', '/api/meta')).status).toBe(403);
    const evil = await call({ origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.json.error).toMatch(/^origin refused: only the server's own page may call it/);
    expect((await call({ origin: 'null' })).status).toBe(403);
    expect((await call({ origin: `http://localhost:${port}` })).status).toBe(403); // another origin than the Host's
    expect((await call({ 'sec-fetch-site': 'cross-site' }, 'GET', '/api/meta')).status).toBe(403);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`])
      expect((await call({ host, origin: `http://${host.toLowerCase()}` })).status, host).toBe(201);
    expect((await call({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await call({})).status).toBe(201); // not from a browser: no Origin
  });

  it('accepts the --host name, and every name of the machine when bound to all its interfaces', () => {
    expect(allowedHosts('192.168.1.5').has('192.168.1.5')).toBe(true);
    expect(allowedHosts('192.168.1.5').has(hostname().toLowerCase())).toBe(false);
    const all = allowedHosts('0.0.0.0');
    expect(all.has(hostname().toLowerCase())).toBe(true);
    expect(all.has('localhost')).toBe(true);
    expect(allowedHosts('::1').has('[::1]')).toBe(true);
  });
});

describe('wsim serve: checks at the boundary', () => {
  it('refuses a bad captain spec when the game is made (400 with the reason)', async () => {
    const { s } = await start();
    const make = (captain: string, level = 'basic') =>
      post(s, '/api/games', { scenario: 'frigate-duel', rules: { level }, opponent: { kind: 'captain', captain } });
    const proto = await make('greedy-raker:ammo=__proto__');
    expect(proto.status).toBe(400);
    expect(proto.json.error).toBe(
      'opponent.captain: captain "greedy-raker": option ammo expects one of auto, round, double-closing, chain-at-range, grape-boarding (got "__proto__")',
    );
    const system = await make('classic', 'springelkamp');
    expect(system.status).toBe(400);
    expect(system.json.error).toMatch(/captain "classic" plays wsim only; this game is played under "springelkamp"/);
    expect((await make('greedy-raker:ammo=round')).status).toBe(201);
  });

  it("names the lab's files relative to the folder served, never by the server's absolute path", async () => {
    const root = mkdtempSync(join(tmpdir(), 'wsim-serve-root-'));
    writeFileSync(join(root, 'broken.json'), JSON.stringify({ id: 'broken', gamesPerCell: 'many' }));
    const { s } = await start(undefined, { root });
    const missing = await raw(s, 'GET', '/api/lab-game?experiment=nowhere.json&game=x%230');
    expect(missing.status).toBe(404);
    const broken = await raw(s, 'GET', '/api/lab-game?experiment=broken.json&game=x%230');
    expect(broken.status).toBe(422);
    expect(broken.json.errors.join('\n')).toMatch(/broken\.json/);
    for (const r of [missing, broken]) {
      expect(r.text).not.toContain(root);
      expect(r.text).not.toContain(tmpdir());
    }
  });
});
