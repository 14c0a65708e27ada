/**
 * `wsim serve`: a local web server (Node's http module) for playing and replaying games in the
 * browser. It serves its own assets only (src/serve/web, read once at start: no other file can be
 * reached) and a JSON API. Each browser holds a seat token and receives its side's playerView only;
 * the server keeps the games (hold.ts: a bounded number in memory, every one saved after each change),
 * referees the orders, and answers only to its own names and its own page (origin.ts). The threat model
 * is in docs/play.md.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import {
  OrderError,
  getScenario,
  listScenarios,
  rulesDescription,
  SPECIAL_RULE_NAMES,
  SPECIAL_RULE_TITLES,
} from '../index.js';
import { OPTIONAL_RULE_NAMES, OPTIONAL_RULE_TITLES } from '../api/wsim.js';
import { captainNames, captainEntry, LEVELS, strengthText } from '../../bots/index.js';
import {
  joinRequest,
  labGameQuery,
  clearRequest,
  newGameRequest,
  orderRequest,
  previewRequest,
  replayRequest,
  seatRequest,
} from './api.js';
import { WorkerCaptains, type CaptainHost } from './captains.js';
import { createGame, drawnSeed, secret, type NewGameRequest } from './create.js';
import { GameHold, HOLD_LIMITS, HoldFull, Unresumable, type HoldLimits } from './hold.js';
import { HttpError, MAX_UPLOAD, bodyOf, check, send } from './http.js';
import { LabBusy, LabGameRefused, LabQueue, WorkerLab, type LabRunner } from './labQueue.js';
import { Match, OrderRefused, type MatchSave } from './match.js';
import { allowedHosts, hostRefusal, originRefusal } from './origin.js';
import { seatState } from './present.js';
import { presenterOf } from './presenters.js';
import { RateLimit, type RateLimitSpec } from './rateLimit.js';
import { replayFrames } from './replay.js';
import { GAME_ID, GameStore } from './store.js';

export { MAX_BODY, MAX_UPLOAD } from './http.js';

export interface ServeLimits extends HoldLimits {
  /** games one client (address) may create at once, and per minute after that */
  creations: RateLimitSpec;
  /** lab games that may wait while one is played (more are answered 503) */
  labWaiting: number;
}

export const SERVE_LIMITS: ServeLimits = { ...HOLD_LIMITS, creations: { burst: 20, perMinute: 10 }, labWaiting: 2 };

export interface ServeOptions {
  port: number;
  host: string;
  /** where games are saved */
  dir: string;
  /** the folder experiment files of lab games are read from (default: the working directory) */
  root?: string;
  /** where the captains think (default: a worker thread) */
  captains?: CaptainHost;
  /** where lab games are played again (default: a worker thread of their own, started when first asked) */
  lab?: LabRunner;
  limits?: Partial<ServeLimits>;
  /** the clock of idle games and rate limits (default: Date.now) */
  now?: () => number;
  /** the seeds nobody chooses (default: 128 random bits) */
  seeds?: () => string;
  log?: (line: string) => void;
}

export interface Served {
  url: string;
  server: Server;
  /** the games held in memory */
  hold: GameHold;
  /** the lab games being played or waiting */
  lab: LabQueue;
  close(): Promise<void>;
}

const WEB = new URL('./web/', import.meta.url);
/** The page's assets; app.js is the page's bundle, built from src/serve/page (scripts/build-page.ts). */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};

/** Every asset read once; the page's bundle missing (sources never built) is said as such. */
function readAssets(): Map<string, { body: Buffer; type: string }> {
  const bundle = new URL('app.js', WEB);
  if (!existsSync(bundle))
    throw new Error(`wsim serve: the page is not built (${bundle.pathname} is missing): run npm run build`);
  return new Map(
    Object.entries(ASSETS).map(([path, a]) => [path, { body: readFileSync(new URL(a.file, WEB)), type: a.type }]),
  );
}
/** How often idle games are dropped and expired ones removed (besides at every new game). */
const SWEEP_MS = 60_000;

/** What the server's requests share. */
interface Context {
  log: (line: string) => void;
  captains: CaptainHost;
  hold: GameHold;
  lab: LabQueue;
  creations: RateLimit;
  seeds: () => string;
  /** the folder of lab experiments */
  root: string;
  hosts: Set<string>;
  assets: Map<string, { body: Buffer; type: string }>;
}

function context(o: ServeOptions): Context {
  const assets = readAssets(); // first: a page not built stops the server before its threads start
  const log = o.log ?? (() => {});
  const now = o.now ?? Date.now;
  const limits = { ...SERVE_LIMITS, ...o.limits };
  const captains = o.captains ?? new WorkerCaptains();
  const hold = new GameHold(new GameStore(o.dir), limits, {
    resume: (save) => Match.resume(upgradeSeats(save), captains),
    forget: (id) => captains.reset(id),
    now,
    log,
  });
  hold.scan();
  return {
    log,
    captains,
    hold,
    lab: new LabQueue(o.lab ?? new WorkerLab(), limits.labWaiting),
    creations: new RateLimit(limits.creations, now),
    seeds: o.seeds ?? drawnSeed,
    root: resolve(o.root ?? process.cwd()),
    hosts: allowedHosts(o.host),
    assets,
  };
}

/**
 * Games saved before join links had a secret of their own: the join link carried the unopened seat's token.
 * That token becomes the link's secret and the seat gets one nobody has seen.
 */
function upgradeSeats(save: MatchSave): MatchSave {
  const seats = save.seats.map((s, i) =>
    i > 0 && s.kind === 'human' && s.invite === undefined && !s.joined ? { ...s, invite: s.token, token: secret() } : s,
  );
  return { ...save, seats };
}

/** The rules a scenario is played under unless the person chooses others: its level and its switches on. */
function ownRules(system: string, rules: unknown): { level: string; optional: string[] } {
  const { level, switches } = rulesDescription(system, rules);
  return { level, optional: switches };
}

/** What the new game form is built from (the page's types read it: src/serve/page/types.ts). */
export type Meta = ReturnType<typeof meta>;

function meta() {
  return {
    scenarios: listScenarios().map((s) => {
      const sc = getScenario(s.id);
      return {
        id: s.id,
        name: sc.name,
        system: s.system,
        sides: sc.sides.map((x) => ({ id: x.id, name: x.name })),
        // one default everywhere: the scenario's own rules, as `wsim play` plays it without --rules
        rules: ownRules(s.system, sc.rules),
      };
    }),
    // the levels of play (bots/levels.ts): a captain spec each, with its measured strength
    levels: LEVELS.map((l) => ({ name: l.name, description: l.description, strength: strengthText(l) })),
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
  };
}

// --- games and seats --------------------------------------------------------------------------------

const NO_GAME = 'no such game (a game whose seat nobody opened is removed after a day idle)';

function matchOf(ctx: Context, id: string): Match {
  if (!GAME_ID.test(id)) throw new HttpError(404, NO_GAME);
  let m: Match | undefined;
  try {
    m = ctx.hold.get(id);
  } catch (e) {
    if (e instanceof HoldFull) throw new HttpError(503, e.message, undefined, { 'retry-after': '5' });
    if (e instanceof Unresumable) throw new HttpError(500, `${e.message} (the server's log says why)`);
    throw e;
  }
  if (!m) throw new HttpError(404, NO_GAME);
  return m;
}

function seatIn(m: Match, token: string) {
  const s = m.seatOf(token);
  if (!s) throw new HttpError(403, 'this seat token does not belong to the game');
  if (!s.joined) {
    s.joined = true;
    m.onChange();
  }
  return s;
}

function newGame(ctx: Context, req: IncomingMessage, body: NewGameRequest) {
  const wait = ctx.creations.take(req.socket.remoteAddress ?? 'unknown');
  if (wait)
    throw new HttpError(429, `too many new games from this address: try again in ${wait} s`, undefined, {
      'retry-after': String(wait),
    });
  ctx.hold.sweep();
  let id = randomBytes(6).toString('hex');
  while (ctx.hold.has(id)) id = randomBytes(6).toString('hex');
  const g = createGame(body, { id, captains: ctx.captains, seeds: ctx.seeds });
  try {
    ctx.hold.add(g.match);
  } catch (e) {
    if (e instanceof HoldFull) throw new HttpError(503, e.message, undefined, { 'retry-after': '5' });
    throw e;
  }
  ctx.log(`wsim serve: new game ${id} (${g.match.state.static.scenarioId}, seed ${g.match.seedMade})`);
  return { id, seat: g.seat, side: g.side, join: g.join };
}

/** A join link used: the joiner gets the seat's own token; the link admits nobody after. */
function join(m: Match, invite: string) {
  const c = m.claim(invite);
  if ('refused' in c) {
    if (c.refused === 'spent')
      throw new HttpError(
        409,
        'this join link has been used: the seat is taken (a join link admits one person; the player who joined plays from their own page)',
      );
    throw new HttpError(403, 'this join link does not belong to the game');
  }
  return { id: m.id, seat: c.seat.token, side: c.seat.side };
}

// --- routes -----------------------------------------------------------------------------------------

/** The lab's lines with the files named relative to the folder served (never the server's absolute paths). */
function relativeLines(text: string, root: string): string[] {
  return text.split('\n').map((l) =>
    l
      .split(root + sep)
      .join('')
      .split(root)
      .join('.'),
  );
}

async function labGame(ctx: Context, url: URL) {
  const q = check(labGameQuery, Object.fromEntries(url.searchParams));
  const file = resolve(ctx.root, q.experiment);
  if (!file.startsWith(ctx.root + sep))
    throw new HttpError(400, 'experiment: the file must lie under the folder wsim serve runs in');
  if (!existsSync(file))
    throw new HttpError(404, `experiment: no file ${q.experiment} under the folder wsim serve runs in`);
  let record;
  try {
    record = await ctx.lab.play({ file, gameId: q.game, ...(q.seed ? { seed: q.seed } : {}) });
  } catch (e) {
    if (e instanceof LabBusy)
      throw new HttpError(503, e.message, undefined, { 'retry-after': String(Math.max(1, e.retryAfter)) });
    if (e instanceof LabGameRefused) {
      const lines = relativeLines(e.message, ctx.root);
      throw new HttpError(422, lines[0], lines);
    }
    throw e;
  }
  const r = replayFrames(record, `${q.experiment} ${q.game}`);
  if ('errors' in r) throw new HttpError(422, r.errors[0], r.errors);
  return { ...r, record };
}

function gameGet(res: ServerResponse, m: Match, action: string, url: URL): void {
  const seat = seatIn(m, url.searchParams.get('seat') ?? '');
  if (action === '') {
    const since = Number(url.searchParams.get('since') ?? NaN);
    if (since === m.revision) return send(res, 200, { revision: m.revision, unchanged: true });
    return send(res, 200, seatState(m, seat.side));
  }
  if (action === 'record') {
    const record = m.finishedRecord();
    if (!record) throw new HttpError(409, "the game record (both sides' orders) is given once the game is over");
    return send(res, 200, record, { 'content-disposition': `attachment; filename="wsim-${m.id}.record.json"` });
  }
  throw new HttpError(404, 'no such resource');
}

/** A seat's call that changes the game. The body is read first: the game is taken from the hold only then. */
async function gamePost(ctx: Context, req: IncomingMessage, id: string, action: string): Promise<unknown> {
  if (action === 'join') {
    const b = await bodyOf(req, joinRequest);
    return join(matchOf(ctx, id), b.invite);
  }
  if (action === 'order') {
    const b = await bodyOf(req, orderRequest);
    const m = matchOf(ctx, id);
    const seat = seatIn(m, b.seat);
    const say = m.order(seat.side, b.ship, b.command.toLowerCase(), b.args);
    return { say, state: seatState(m, seat.side) };
  }
  if (action === 'clear') {
    const b = await bodyOf(req, clearRequest);
    const m = matchOf(ctx, id);
    const seat = seatIn(m, b.seat);
    m.clear(seat.side, b.ship);
    return { state: seatState(m, seat.side) };
  }
  if (action === 'preview') {
    const b = await bodyOf(req, previewRequest);
    const m = matchOf(ctx, id);
    const seat = seatIn(m, b.seat);
    const view = m.view(seat.side);
    const ship = view.ships.find((s) => s.id === b.ship);
    if (!ship) throw new HttpError(404, `no ship "${b.ship}"`);
    if (ship.controller !== seat.side) throw new HttpError(403, `${m.names.label(b.ship)} is not yours to command`);
    return presenterOf(view).preview(view, ship, b.plot);
  }
  if (action === 'ready') {
    const b = await bodyOf(req, seatRequest);
    const m = matchOf(ctx, id);
    const seat = seatIn(m, b.seat);
    m.submit(seat.side);
    return { state: seatState(m, seat.side) };
  }
  throw new HttpError(404, 'no such resource');
}

async function api(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const parts = url.pathname.split('/').filter(Boolean); // api, ...
  const method = req.method ?? 'GET';
  const only = (m: string) => {
    if (method !== m) throw new HttpError(405, `use ${m}`);
  };
  if (parts[1] === 'meta' && parts.length === 2) {
    only('GET');
    return send(res, 200, meta());
  }
  if (parts[1] === 'games' && parts.length === 2) {
    only('POST');
    return send(res, 201, newGame(ctx, req, await bodyOf(req, newGameRequest, MAX_UPLOAD)));
  }
  if (parts[1] === 'replay' && parts.length === 2) {
    only('POST');
    const body = await bodyOf(req, replayRequest, MAX_UPLOAD);
    const r = replayFrames(body.record, body.name ?? 'uploaded record');
    if ('errors' in r) throw new HttpError(422, r.errors[0], r.errors);
    return send(res, 200, r);
  }
  if (parts[1] === 'lab-game' && parts.length === 2) {
    only('GET');
    return send(res, 200, await labGame(ctx, url));
  }
  if (parts[1] === 'games' && (parts.length === 3 || parts.length === 4)) {
    if (method === 'GET') return gameGet(res, matchOf(ctx, parts[2]), parts[3] ?? '', url);
    if (method !== 'POST') throw new HttpError(405, 'use GET or POST');
    return send(res, 200, await gamePost(ctx, req, parts[2], parts[3] ?? ''));
  }
  throw new HttpError(404, 'no such resource');
}

/**
 * The header with which the page asks for refusals as answers: a refusal (4xx: an order the rules refuse, a
 * mistake in the new game form, a phase already decided) comes with status 200 and the refusal in the body, so
 * the browser never logs an expected answer as a failed request. Other clients get the status codes.
 */
const REFUSAL_HEADER = 'x-wsim-refusal';

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: object,
  headers?: Record<string, string>,
) {
  if (status < 500 && req.headers[REFUSAL_HEADER] === 'answer') return send(res, 200, { refused: { status, ...body } });
  return send(res, status, body, headers);
}

function answerError(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL, e: unknown): void {
  if (e instanceof HttpError)
    return refuse(req, res, e.status, { error: e.message, ...(e.lines ? { errors: e.lines } : {}) }, e.headers);
  if (e instanceof OrderRefused) return refuse(req, res, e.status, { error: e.message });
  if (e instanceof OrderError) return refuse(req, res, 422, { error: e.message });
  ctx.log(`wsim serve: internal error on ${req.method} ${url.pathname}: ${(e as Error).stack ?? e}`);
  return send(res, 500, { error: 'internal error (logged by the server)' });
}

/** The request's path, or the refusal of a path that climbs (raw or percent-encoded dots, backslashes). */
function pathOf(raw: string): URL {
  if (/\.\.|%2e|%5c|\\|\0/i.test(raw.split('?')[0]))
    throw new HttpError(400, 'path refused: it leaves the served folder');
  try {
    return new URL(raw, 'http://localhost');
  } catch {
    throw new HttpError(400, 'malformed request path');
  }
}

function asset(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'use GET' });
  const a = ctx.assets.get(url.pathname);
  if (!a) return send(res, 404, { error: 'not found' });
  res.writeHead(200, {
    'content-type': a.type,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
  });
  res.end(req.method === 'HEAD' ? undefined : a.body);
}

/** Every request: its path and Host checked, then an API call (from the server's own page only) or an asset. */
function handler(ctx: Context) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    let url: URL;
    try {
      url = pathOf(req.url ?? '/');
      const host = hostRefusal(req, ctx.hosts);
      if (host) throw new HttpError(403, host);
      if (url.pathname.startsWith('/api/')) {
        const origin = originRefusal(req);
        if (origin) throw new HttpError(403, origin);
      }
    } catch (e) {
      return send(res, e instanceof HttpError ? e.status : 400, { error: (e as Error).message });
    }
    if (url.pathname.startsWith('/api/')) {
      api(ctx, req, res, url).catch((e: unknown) => answerError(ctx, req, res, url, e));
      return;
    }
    asset(ctx, req, res, url);
  };
}

async function listen(server: Server, o: ServeOptions): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : o.port;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return `http://${host}:${port}/`;
}

export async function serve(o: ServeOptions): Promise<Served> {
  const ctx = context(o);
  const server = createServer(handler(ctx));
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  const stopThreads = async () => {
    if (!o.captains) await ctx.captains.close();
    if (!o.lab) await ctx.lab.close();
  };
  let url: string;
  try {
    url = await listen(server, o);
  } catch (e) {
    await stopThreads();
    throw e;
  }
  const sweeper = setInterval(() => ctx.hold.sweep(), SWEEP_MS);
  sweeper.unref();
  return {
    url,
    server,
    hold: ctx.hold,
    lab: ctx.lab,
    async close() {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stopThreads();
    },
  };
}
