/**
 * The computer captains of the served games, on a worker thread: a captain's search never blocks
 * the server's event loop. Each game's captain lives here with its memory and its own stream
 * (captainRandom(seed, side)); messages are answered in the order they arrive, so "warm" asks
 * (a resumed game's earlier decisions, answers discarded) bring a fresh captain to the same point.
 */
import { parentPort } from 'node:worker_threads';
import { captainRandom } from '../index.js';
import { createCaptain, type Captain } from '../../bots/index.js';
import type { CaptainRequest, CaptainReply } from './captains.js';

interface Held {
  captain: Captain;
  random: () => number;
}

const held = new Map<string, Held>();

function answer(m: CaptainRequest): CaptainReply {
  const key = `${m.game}\u0000${m.side}`;
  if (m.type === 'reset') {
    for (const k of [...held.keys()]) if (k.startsWith(`${m.game}\u0000`)) held.delete(k);
    return { id: m.id, ok: true, orders: { ships: {} }, ms: 0 };
  }
  let h = held.get(key);
  if (!h) {
    h = { captain: createCaptain(m.spec), random: captainRandom(String(m.seed), m.side) };
    held.set(key, h);
  }
  const ctx = { view: m.view, events: m.events, random: h.random, budget: {} };
  const t0 = performance.now();
  const orders = m.kind === 'main' ? h.captain.orders(ctx) : (h.captain.boarding?.(ctx) ?? { ships: {} });
  const ms = performance.now() - t0;
  // the explanation of the orders (bots/explain.ts), made from the captain's own view like the orders
  const explanation = m.kind === 'main' ? (h.captain.explain?.() ?? null) : null;
  return { id: m.id, ok: true, orders, ms, explanation };
}

parentPort!.on('message', (m: CaptainRequest) => {
  try {
    parentPort!.postMessage(answer(m));
  } catch (e) {
    parentPort!.postMessage({ id: m.id, ok: false, error: (e as Error).message } satisfies CaptainReply);
  }
});
