/**
 * `wsim serve`: a local web server (Node's http module) for playing and replaying games in the
 * browser. It serves its own assets only (src/serve/web, read once at start: no other file can be
 * reached) and a JSON API. Each browser holds a seat token and receives its side's playerView only;
 * the server keeps the games, referees the orders and saves every game after each change.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { z } from 'zod';
import {
  OrderError,
  ScenarioError,
  getScenario,
  listScenarios,
  applyRulesChoice,
  parseJsonText,
  parseRulesWords,
  RulesWordError,
  SPECIAL_RULE_NAMES,
  SPECIAL_RULE_TITLES,
  OPTIONAL_RULE_NAMES,
  OPTIONAL_RULE_TITLES,
  loadAnyScenario,
  type Scenario,
} from '../index.js';
import { captainNames, parseCaptainSpec, CaptainSpecError, captainEntry } from '../../bots/index.js';
import {
  issueLines,
  labGameQuery,
  clearRequest,
  newGameRequest,
  orderRequest,
  previewRequest,
  replayRequest,
  seatRequest,
} from './api.js';
import { LabGameRefused, WorkerCaptains, type CaptainHost } from './captains.js';
import { Match, OrderRefused, type NewMatchSpec } from './match.js';
import { presenterOf, seatState } from './present.js';
import { replayFrames } from './replay.js';
import { GAME_ID, GameStore } from './store.js';

export interface ServeOptions {
  port: number;
  host: string;
  /** where games are saved */
  dir: string;
  /** the folder experiment files of lab games are read from (default: the working directory) */
  root?: string;
  /** where the captains think (default: a worker thread) */
  captains?: CaptainHost;
  log?: (line: string) => void;
}

export interface Served {
  url: string;
  server: Server;
  games: Map<string, Match>;
  close(): Promise<void>;
}

/** Bodies larger than this are refused (413): orders are tiny. */
export const MAX_BODY = 16 * 1024;
/** A new game may carry a scenario file, a replay a game record. */
export const MAX_UPLOAD = 2 * 1024 * 1024;

const WEB = new URL('./web/', import.meta.url);
const ASSETS: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/board.js': { file: 'board.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly lines?: string[],
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'expected a JSON body (content-type: application/json)');
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `request body of ${declared} bytes refused: at most ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, `request body refused: at most ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return parseJsonText(Buffer.concat(chunks).toString('utf8'));
  } catch (e) {
    throw new HttpError(400, `malformed JSON: ${(e as Error).message}`);
  }
}

function check<T extends z.ZodTypeAny>(schema: T, data: unknown): z.infer<T> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const lines = issueLines(r.error);
    throw new HttpError(400, lines.join('; '), lines);
  }
  return r.data;
}

function token(): string {
  return randomBytes(18).toString('base64url');
}

export async function serve(o: ServeOptions): Promise<Served> {
  const log = o.log ?? (() => {});
  const assets = new Map(
    Object.entries(ASSETS).map(([path, a]) => [path, { body: readFileSync(new URL(a.file, WEB)), type: a.type }]),
  );
  const captains = o.captains ?? new WorkerCaptains();
  const store = new GameStore(o.dir);
  const games = new Map<string, Match>();

  const keep = (m: Match) => {
    games.set(m.id, m);
    m.onChange = () => {
      try {
        store.write(m.toSave());
      } catch (e) {
        log(`wsim serve: cannot save game ${m.id}: ${(e as Error).message}`);
      }
    };
    store.write(m.toSave());
  };
  for (const save of store.readAll(log)) {
    try {
      keep(Match.resume(save, captains));
    } catch (e) {
      log(`wsim serve: ${store.path(save.id)}: cannot resume (${(e as Error).message})`);
    }
  }

  const meta = () => ({
    scenarios: listScenarios().map((s) => {
      const sc = getScenario(s.id);
      return {
        id: s.id,
        name: sc.name,
        system: s.system,
        sides: sc.sides.map((x) => ({ id: x.id, name: x.name })),
      };
    }),
    captains: captainNames()
      .filter((n) => n !== 'scripted')
      .map((n) => {
        const e = captainEntry(n)!;
        return {
          name: n,
          description: e.description,
          options: Object.entries(e.options).map(([k, v]) => ({
            key: k,
            default: v.default,
            description: v.description,
          })),
        };
      }),
    optionalRules: OPTIONAL_RULE_NAMES.map((name) => ({ name, ...OPTIONAL_RULE_TITLES[name] })),
    specialRules: SPECIAL_RULE_NAMES.map((name) => ({ name, ...SPECIAL_RULE_TITLES[name] })),
  });

  const matchOf = (id: string): Match => {
    if (!GAME_ID.test(id)) throw new HttpError(404, 'no such game');
    const m = games.get(id);
    if (!m) throw new HttpError(404, 'no such game');
    return m;
  };
  const seatIn = (m: Match, seat: string) => {
    const s = m.seatOf(seat);
    if (!s) throw new HttpError(403, 'this seat token does not belong to the game');
    if (!s.joined) {
      s.joined = true;
      m.onChange();
    }
    return s;
  };

  const newGame = (body: z.infer<typeof newGameRequest>) => {
    let scenario: Scenario;
    if (body.scenario !== undefined) {
      if (!listScenarios().some((s) => s.id === body.scenario))
        throw new HttpError(400, `scenario: no built-in scenario "${body.scenario}"`, [
          `scenario: expected one of ${listScenarios()
            .map((s) => s.id)
            .join(', ')}`,
        ]);
      scenario = getScenario(body.scenario);
    } else {
      const name = body.scenarioFileName ?? 'uploaded scenario';
      try {
        scenario = loadAnyScenario(body.scenarioFile, name);
      } catch (e) {
        if (e instanceof ScenarioError)
          throw new HttpError(
            422,
            `${name}: the scenario has ${e.lines.length} mistake${e.lines.length > 1 ? 's' : ''}`,
            e.lines,
          );
        throw e;
      }
    }
    let rules: unknown;
    try {
      // the rules chosen by name, as `wsim play --rules` takes them; the other system's scenario is its counterpart
      const chosen = applyRulesChoice(scenario, parseRulesWords([body.rules.level, ...body.rules.optional]));
      scenario = chosen.scenario;
      rules = chosen.rules;
    } catch (e) {
      if (e instanceof RulesWordError || e instanceof ScenarioError) {
        const lines = e instanceof ScenarioError ? e.lines : [e.message];
        throw new HttpError(
          400,
          `rules: ${lines[0]}`,
          lines.map((l) => `rules: ${l}`),
        );
      }
      throw e;
    }
    const sides = scenario.sides.map((s) => s.id);
    const side = body.side ?? sides[0];
    if (!sides.includes(side))
      throw new HttpError(400, `side: expected one of ${sides.join(', ')}`, [
        `side: expected one of ${sides.join(', ')} (got "${body.side}")`,
      ]);
    const other = sides.find((s) => s !== side)!;
    if (body.opponent.kind === 'captain') {
      try {
        parseCaptainSpec(body.opponent.captain);
      } catch (e) {
        if (e instanceof CaptainSpecError)
          throw new HttpError(400, `opponent.captain: ${e.message}`, [`opponent.captain: ${e.message}`]);
        throw e;
      }
    }
    let id = randomBytes(6).toString('hex');
    while (games.has(id)) id = randomBytes(6).toString('hex');
    const seed = body.seed ?? String(randomBytes(4).readUInt32BE(0) % 1_000_000);
    const mine = { side, kind: 'human' as const, token: token() };
    const theirs =
      body.opponent.kind === 'captain'
        ? { side: other, kind: 'captain' as const, captain: body.opponent.captain, token: token() }
        : { side: other, kind: 'human' as const, token: token() };
    const m = Match.create(
      {
        id,
        scenario,
        seed,
        rules: rules as NewMatchSpec['rules'],
        seats: [mine, theirs],
      },
      captains,
    );
    keep(m);
    log(`wsim serve: new game ${id} (${scenario.id}, seed ${seed})`);
    return {
      id,
      seat: mine.token,
      side: mine.side,
      join: theirs.kind === 'human' ? { side: other, seat: theirs.token } : null,
    };
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean); // api, ...
    const method = req.method ?? 'GET';
    if (parts[1] === 'meta' && parts.length === 2) {
      if (method !== 'GET') throw new HttpError(405, 'use GET');
      return send(res, 200, meta());
    }
    if (parts[1] === 'games' && parts.length === 2) {
      if (method !== 'POST') throw new HttpError(405, 'use POST');
      return send(res, 201, newGame(check(newGameRequest, await readBody(req, MAX_UPLOAD))));
    }
    if (parts[1] === 'replay' && parts.length === 2) {
      if (method !== 'POST') throw new HttpError(405, 'use POST');
      const body = check(replayRequest, await readBody(req, MAX_UPLOAD));
      const r = replayFrames(body.record, body.name ?? 'uploaded record');
      if ('errors' in r) throw new HttpError(422, r.errors[0], r.errors);
      return send(res, 200, r);
    }
    if (parts[1] === 'lab-game' && parts.length === 2) {
      if (method !== 'GET') throw new HttpError(405, 'use GET');
      const q = check(labGameQuery, Object.fromEntries(url.searchParams));
      const root = resolve(o.root ?? process.cwd());
      const file = resolve(root, q.experiment);
      if (!file.startsWith(root + sep))
        throw new HttpError(400, 'experiment: the file must lie under the folder wsim serve runs in');
      if (!existsSync(file)) throw new HttpError(404, `experiment: no file ${q.experiment} under ${root}`);
      let record;
      try {
        record = await captains.labGame(file, q.game, q.seed);
      } catch (e) {
        if (e instanceof LabGameRefused) throw new HttpError(422, e.message.split('\n')[0], e.message.split('\n'));
        throw e;
      }
      const r = replayFrames(record, `${q.experiment} ${q.game}`);
      if ('errors' in r) throw new HttpError(422, r.errors[0], r.errors);
      return send(res, 200, { ...r, record });
    }
    if (parts[1] === 'games' && parts.length >= 3) {
      const m = matchOf(parts[2]);
      const action = parts[3] ?? '';
      if (method === 'GET') {
        const seat = seatIn(m, url.searchParams.get('seat') ?? '');
        if (action === '') {
          const since = Number(url.searchParams.get('since') ?? NaN);
          if (since === m.revision) return send(res, 200, { revision: m.revision, unchanged: true });
          return send(res, 200, seatState(m, seat.side));
        }
        if (action === 'record') {
          const record = m.finishedRecord();
          if (!record) throw new HttpError(409, "the game record (both sides' orders) is given once the game is over");
          res.setHeader('content-disposition', `attachment; filename="wsim-${m.id}.record.json"`);
          return send(res, 200, record);
        }
        throw new HttpError(404, 'no such resource');
      }
      if (method !== 'POST') throw new HttpError(405, 'use GET or POST');
      if (action === 'order') {
        const b = check(orderRequest, await readBody(req, MAX_BODY));
        const seat = seatIn(m, b.seat);
        const say = m.order(seat.side, b.ship, b.command.toLowerCase(), b.args);
        return send(res, 200, { say, state: seatState(m, seat.side) });
      }
      if (action === 'clear') {
        const b = check(clearRequest, await readBody(req, MAX_BODY));
        const seat = seatIn(m, b.seat);
        m.clear(seat.side, b.ship);
        return send(res, 200, { state: seatState(m, seat.side) });
      }
      if (action === 'preview') {
        const b = check(previewRequest, await readBody(req, MAX_BODY));
        const seat = seatIn(m, b.seat);
        const view = m.view(seat.side);
        const ship = view.ships.find((s) => s.id === b.ship);
        if (!ship) throw new HttpError(404, `no ship "${b.ship}"`);
        if (ship.controller !== seat.side) throw new HttpError(403, `${m.names.label(b.ship)} is not yours to command`);
        return send(res, 200, presenterOf(view).preview(view, ship, b.plot));
      }
      if (action === 'ready') {
        const b = check(seatRequest, await readBody(req, MAX_BODY));
        const seat = seatIn(m, b.seat);
        m.submit(seat.side);
        return send(res, 200, { state: seatState(m, seat.side) });
      }
      throw new HttpError(404, 'no such resource');
    }
    throw new HttpError(404, 'no such resource');
  }

  const server = createServer((req, res) => {
    const raw = req.url ?? '/';
    let url: URL;
    try {
      // a path that climbs (raw or percent-encoded dots, backslashes) is refused before anything else
      if (/\.\.|%2e|%5c|\\|\0/i.test(raw.split('?')[0]))
        throw new HttpError(400, 'path refused: it leaves the served folder');
      url = new URL(raw, 'http://localhost');
    } catch (e) {
      return send(res, e instanceof HttpError ? e.status : 400, {
        error: e instanceof HttpError ? e.message : 'malformed request path',
      });
    }
    if (url.pathname.startsWith('/api/')) {
      api(req, res, url).catch((e: unknown) => {
        if (e instanceof HttpError)
          return send(res, e.status, { error: e.message, ...(e.lines ? { errors: e.lines } : {}) });
        if (e instanceof OrderRefused) return send(res, e.status, { error: e.message });
        if (e instanceof OrderError) return send(res, 422, { error: e.message });
        log(`wsim serve: internal error on ${req.method} ${url.pathname}: ${(e as Error).stack ?? e}`);
        return send(res, 500, { error: 'internal error (logged by the server)' });
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'use GET' });
    const a = assets.get(url.pathname);
    if (!a) return send(res, 404, { error: 'not found' });
    res.writeHead(200, {
      'content-type': a.type,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
    });
    res.end(req.method === 'HEAD' ? undefined : a.body);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port, o.host, () => resolve());
    });
  } catch (e) {
    if (!o.captains) await captains.close();
    throw e;
  }
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : o.port;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return {
    url: `http://${host}:${port}/`,
    server,
    games,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (!o.captains) await captains.close();
    },
  };
}
