/**
 * The page's calls to the server, each with the body the server's schema accepts and the answer its handler
 * sends (types.ts). A refusal (an order the rules refuse, a mistake in the form: 4xx) is an answer like any
 * other: the page asks for it in the body of a 200 (the x-wsim-refusal header), so that the browser does not log
 * an expected answer as a failed request, and gets it back here as `ok: false` with the refusal's status.
 */
import type {
  JoinBody,
  Meta,
  NewGameBody,
  OrderBody,
  PreviewBody,
  PreviewSent,
  Replay,
  ReplayBody,
  SeatBody,
  SeatState,
} from './types.js';

/** A refusal: its line, and one line per mistake when there are several (a scenario file's). */
export interface Refusal {
  error: string;
  errors?: string[];
}

export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: Refusal };

function refusalIn(data: unknown): (Refusal & { status: number }) | null {
  if (typeof data !== 'object' || data === null || !('refused' in data)) return null;
  return data.refused as Refusal & { status: number };
}

/** One call. The answer is the server's own (the page is served by it): its body is taken as the route's type. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-wsim-refusal': 'answer' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    return { ok: false, status: res.status, data: { error: `the server answered ${res.status}` } };
  }
  if (!res.ok) return { ok: false, status: res.status, data: data as Refusal };
  const refused = refusalIn(data);
  if (refused) {
    const { status, ...refusal } = refused;
    return { ok: false, status, data: refusal };
  }
  return { ok: true, status: res.status, data: data as T };
}

const gamePath = (id: string, action = '') => `/api/games/${id}${action ? `/${action}` : ''}`;

export const getMeta = () => call<Meta>('GET', '/api/meta');

export const createGame = (body: NewGameBody) => call<{ id: string; seat: string }>('POST', '/api/games', body);

/** A seat's page state, or `unchanged` when it is still at revision `since`. */
export const getSeatState = (id: string, seat: string, since?: number) =>
  call<SeatState | { revision: number; unchanged: true }>(
    'GET',
    `${gamePath(id)}?seat=${encodeURIComponent(seat)}${since === undefined ? '' : `&since=${since}`}`,
  );

export const postOrder = (id: string, body: OrderBody) =>
  call<{ say: string[]; state: SeatState }>('POST', gamePath(id, 'order'), body);

export const postPreview = (id: string, body: PreviewBody) => call<PreviewSent>('POST', gamePath(id, 'preview'), body);

export const postReady = (id: string, body: SeatBody) =>
  call<{ state: SeatState }>('POST', gamePath(id, 'ready'), body);

export const postJoin = (id: string, body: JoinBody) => call<{ seat: string }>('POST', gamePath(id, 'join'), body);

export const postReplay = (body: ReplayBody) => call<Replay>('POST', '/api/replay', body);

/** A lab game played again on the server: the experiment file, the game's id, the seed of its results row. */
export const getLabGame = (experiment: string, game: string, seed?: string | null) =>
  call<Replay>(
    'GET',
    `/api/lab-game?experiment=${encodeURIComponent(experiment)}&game=${encodeURIComponent(game)}${seed ? `&seed=${encodeURIComponent(seed)}` : ''}`,
  );
