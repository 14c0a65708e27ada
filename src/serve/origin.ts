/**
 * Which requests the server answers at all (DNS rebinding: a page of another site whose name is made to
 * point at 127.0.0.1 must not drive the server): the Host header must name the server by one of the names
 * it listens on — 127.0.0.1, localhost, [::1] and the --host value (bound to every interface, this machine's
 * own names and addresses) — and a call from a browser page must come from the server's own page
 * (same origin). Requests without these headers (not from a browser: curl, tests) pass the second check.
 */
import type { IncomingMessage } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** A host name as URL writes it: lower case, IPv6 addresses in brackets. */
function hostName(name: string): string {
  const n = name.toLowerCase();
  return n.includes(':') && !n.startsWith('[') ? `[${n}]` : n;
}

/** The names a request's Host header may give. */
export function allowedHosts(listen: string): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', hostName(listen)]);
  if (WILDCARDS.has(listen)) {
    names.add(hostName(hostname()));
    for (const list of Object.values(networkInterfaces()))
      for (const a of list ?? []) names.add(hostName(a.address.replace(/%.*$/, '')));
  }
  return names;
}

function hostOf(header: string): string | null {
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return null;
  }
}

/** Why the request's Host is refused, or null. */
export function hostRefusal(req: IncomingMessage, allowed: Set<string>): string | null {
  const host = req.headers.host;
  const name = host ? hostOf(host) : null;
  if (name !== null && allowed.has(name)) return null;
  return `host refused: this server answers to ${[...allowed].slice(0, 4).join(', ')}${allowed.size > 4 ? ' …' : ''} (got ${host ? `"${host.slice(0, 100)}"` : 'no Host header'})`;
}

/** Why an API call from a browser page of another origin is refused, or null. */
export function originRefusal(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let same = false;
    try {
      const u = new URL(origin);
      same = u.protocol === 'http:' && u.host === (req.headers.host ?? '').toLowerCase();
    } catch {
      same = false;
    }
    if (!same) return `origin refused: only the server's own page may call it (got Origin "${origin.slice(0, 100)}")`;
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `origin refused: only the server's own page may call it (the browser says the call is ${site})`;
  return null;
}
