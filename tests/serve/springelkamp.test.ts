/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * Springelkamp's sail rules in `wsim serve` over HTTP: the new game form's rules choice (a Springelkamp scenario,
 * a WS&IM scenario under "springelkamp", a Springelkamp scenario under a WS&IM level), the Plotting Phase's
 * options and orders, the plot preview with its rule, a WS&IM-only order refused naming the rule, and a whole
 * game against greedy-raker through the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Served } from '../../src/serve/server.js';
import { joinGame, post, raw, start, until, order } from './helpers.js';

async function newGame(s: Served, body: Record<string, unknown>) {
  const r = await post(s, '/api/games', {
    side: 'british',
    opponent: { kind: 'captain', captain: 'greedy-raker' },
    seed: '9',
    ...body,
  });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; seat: string };
}

function myTurn(s: Served, id: string, seat: string, after = -1) {
  return until(async () => {
    const r = await raw(s, 'GET', `/api/games/${id}?seat=${seat}`);
    return (r.json.mine || r.json.over) && r.json.revision > after ? r.json : null;
  }, 'a decision for the seat');
}

describe("Springelkamp's rules in wsim serve", () => {
  it('lists the Springelkamp scenarios and special rules, and starts games under either system', async () => {
    const { s } = await start();
    const meta = (await raw(s, 'GET', '/api/meta')).json;
    expect(meta.scenarios.find((x: any) => x.id === 'springelkamp-frigate-duel').system).toBe('springelkamp');
    expect(meta.specialRules.map((r: any) => r.name)).toEqual(
      expect.arrayContaining(['sternRake', 'boarding', 'prizeCrews']),
    );
    const a = await newGame(s, {
      scenario: 'springelkamp-frigate-duel',
      rules: { level: 'springelkamp', optional: ['boarding'] },
    });
    const sa = await myTurn(s, a.id, a.seat);
    expect(sa.stage).toBe('orders');
    expect(sa.rules).toMatchObject({ level: 'springelkamp', optional: ['boarding'] });
    expect(sa.rules.text).toBe("Springelkamp's rules (+ special: boarding)");
    const b = await newGame(s, { scenario: 'frigate-duel', rules: { level: 'springelkamp' } });
    expect((await myTurn(s, b.id, b.seat)).stage).toBe('orders');
    const c = await newGame(s, { scenario: 'springelkamp-frigate-duel', rules: { level: 'advanced' } });
    const sc = await myTurn(s, c.id, c.seat);
    expect(sc.scenario.id).toBe('frigate-duel');
    expect(sc.stage).toBe('start');
    const mixed = await post(s, '/api/games', {
      scenario: 'frigate-duel',
      rules: { level: 'springelkamp', optional: ['towing'] },
      opponent: { kind: 'captain', captain: 'greedy-raker' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.error).toMatch(/"towing" is a WS&IM rule/);
  });

  it('offers the Plotting Phase: legal ends, sails, fire targets; previews, refuses and writes orders', async () => {
    const { s, dir } = await start();
    const g = await newGame(s, {
      scenario: 'springelkamp-frigate-duel',
      rules: { level: 'springelkamp', optional: ['boarding'] },
    });
    const st = await myTurn(s, g.id, g.seat);
    const o = st.options.amazon;
    expect(o.ends.length).toBe(13);
    expect(o.ends).toContainEqual(expect.objectContaining({ plot: 'FFF', bow: expect.any(Object) }));
    expect(o.sail).toBe('ES');
    expect(o.sails).toEqual(['FS', 'ES', 'SS']);
    expect(o.fire.L.targets).toEqual([]);
    expect(o.enemies).toEqual(['hermione']);
    expect(o.boarding).toBe(true);
    expect(st.map.hexes.length).toBeGreaterThan(32 * 40 - 1);
    expect(st.ships[0].log.join('\n')).toMatch(/Damage {4}left 0\/10, right 0\/10 boxes/);
    const ok = await post(s, `/api/games/${g.id}/preview`, { seat: g.seat, ship: 'amazon', plot: 'FFF' });
    expect(ok.json).toMatchObject({ legal: true, executed: 'FFF' });
    expect(ok.json.path).toHaveLength(4);
    const bad = await post(s, `/api/games/${g.id}/preview`, { seat: g.seat, ship: 'amazon', plot: 'PSPSPSPS' });
    expect(bad.json.legal).toBe(false);
    expect(bad.json.reason).toMatch(/Movement: Speed/);
    expect(bad.json.note).toMatch(/default course "FF" \(I-SPR-3\)/);
    const amazon = (command: string, args: string[]) => order(s, g, 'amazon', command, args);
    expect((await amazon('plot', ['FFF'])).status).toBe(200);
    expect((await amazon('sail', ['no'])).json.error).toMatch(/one level per gameturn/);
    expect((await amazon('sail', ['full'])).status).toBe(200);
    expect((await amazon('fire', ['L', 'hermione', 'rigging'])).status).toBe(200);
    expect((await amazon('party', ['form'])).status).toBe(200);
    const load = await amazon('load', ['L', 'chain']);
    expect(load.status).toBe(422);
    expect(load.json.error).toMatch(/"load": a WS&IM order; under Springelkamp's rules .*Note on Loading the Guns/);
    const r = await amazon('grapple', ['hermione']);
    expect(r.json.state.drafts.amazon.orders).toEqual({
      plot: 'FFF',
      sail: 'FS',
      fire: { L: { target: 'hermione', aim: 'rigging' } },
      boardingParty: true,
      grapple: 'hermione',
    });
    expect(r.json.state.drafts.amazon.text).toEqual([
      'plot FFF',
      'full sail next turn',
      'fire left at F1, rigging',
      'form a boarding party',
      'grapple F1',
    ]);
    // Drifting: the ship's own choice, and the side's choice for the enemy ship if her crew fails its roll
    expect((await amazon('drift', ['S'])).status).toBe(200);
    expect((await amazon('enemydrift', ['amazon', 'S'])).json.error).toMatch(/one of yours/);
    const d = await amazon('enemydrift', ['hermione', 'P']);
    expect(d.json.state.drafts.amazon.orders).toMatchObject({ driftTurn: 'S', enemyDrift: { hermione: 'P' } });
    expect(d.json.state.drafts.amazon.text).toContain('F1 drifting before the wind turned to port');
    // Collisions: "You may add _or_ subtract the crew quality to the roll" (the page's buttons send this order)
    const c = await amazon('collision', ['subtract']);
    expect(c.json.state.drafts.amazon.orders).toMatchObject({ collisionRoll: 'subtract' });
    await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
    // the game's record (saved on the server after each order) gives the engine the choice as the side's order
    const rec = await until(async () => {
      const saved = JSON.parse(readFileSync(join(dir, `${g.id}.json`), 'utf8'));
      return saved.record.turns.length ? saved.record : null;
    }, 'the first turn in the record');
    expect(rec.turns[0].british).toMatchObject({ enemyDrift: { hermione: 'P' } });
    expect(rec.turns[0].british.ships.amazon).toMatchObject({ plot: 'FFF', driftTurn: 'S', collisionRoll: 'subtract' });
    expect(rec.turns[0].british.ships.amazon.enemyDrift).toBeUndefined();
  });

  it('two people play a Springelkamp turn: orders revealed together, each seeing only its own side', async () => {
    const { s } = await start();
    const r = await post(s, '/api/games', {
      scenario: 'springelkamp-frigate-duel',
      rules: { level: 'springelkamp' },
      side: 'british',
      opponent: { kind: 'human' },
    });
    expect(r.status, r.text).toBe(201);
    const a = { id: r.json.id, seat: r.json.seat };
    const b = await joinGame(s, r.json.id, r.json.join.invite);
    const sa = await myTurn(s, a.id, a.seat);
    const sb = await myTurn(s, b.id, b.seat);
    expect(sa.commandable).toEqual(['amazon']);
    expect(sb.commandable).toEqual(['hermione']);
    expect(sb.ships.find((x: any) => x.id === 'amazon').log.join('\n')).not.toMatch(/morale/); // hidden (I-SPR-18)
    const refused = await order(s, a, 'hermione', 'plot', ['F']);
    expect(refused.status).toBe(403);
    await order(s, a, 'amazon', 'plot', ['FF']);
    const ready = await post(s, `/api/games/${a.id}/ready`, { seat: a.seat });
    expect(ready.json.state.turn).toBe(1); // waiting for the other person
    expect(ready.json.state.waitingFor).toEqual(['french']);
    await order(s, b, 'hermione', 'plot', ['FFF']);
    await post(s, `/api/games/${b.id}/ready`, { seat: b.seat });
    const next = await until(async () => {
      const x = await raw(s, 'GET', `/api/games/${a.id}?seat=${a.seat}`);
      return x.json.turn === 2 && x.json.mine ? x.json : null;
    }, 'turn 2');
    expect(next.events[0].lines.join('\n')).toMatch(/HMS Amazon \[B1\] sails "FF"[\s\S]*Hermione \[F1\] sails "FFF"/);
  });

  it('plays a whole game against greedy-raker through the API', async () => {
    const { s } = await start();
    const g = await newGame(s, { scenario: 'springelkamp-frigate-duel', rules: { level: 'springelkamp' } });
    let st = await myTurn(s, g.id, g.seat);
    let turns = 0;
    for (; turns < 60 && !st.over; turns++) {
      const ends: any[] = st.options.amazon.ends;
      const enemy = st.ships.find((x: any) => !x.mine);
      const near = ends
        .map((e) => ({ e, d: Math.hypot(e.bow.q - enemy.bow.q, e.bow.r - enemy.bow.r) }))
        .sort((a, b) => Math.abs(a.d - 2) - Math.abs(b.d - 2))[0].e;
      const w = await order(s, g, 'amazon', 'plot', [near.plot]);
      expect(w.status, w.text).toBe(200);
      await order(s, g, 'amazon', 'fire', ['both', 'closest']);
      const r = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
      expect(r.status, r.text).toBe(200);
      st = await myTurn(s, g.id, g.seat, r.json.state.revision - 1);
    }
    expect(st.over).not.toBeNull();
    expect(st.over.reason).toBeTruthy();
    expect(st.events.flatMap((t: any) => t.lines).join('\n')).toMatch(/sails "F*[FPS]*"/);
    const rec = await raw(s, 'GET', `/api/games/${g.id}/record?seat=${g.seat}`);
    expect(rec.json.scenario.system).toBe('springelkamp');
    expect(rec.json.turns.length).toBe(st.over.turn);
    // the replay viewer plays the record again: one frame a turn (the Plotting Phase), the same events
    const rp = await post(s, '/api/replay', { record: rec.json, name: 'spr.record.json' });
    expect(rp.status, rp.text).toBe(200);
    expect(rp.json.frames).toHaveLength(1 + st.over.turn);
    expect(rp.json.frames.slice(1).every((f: any) => f.stage === 'orders')).toBe(true);
    const replayed: string[] = rp.json.frames.flatMap((f: any) => f.lines); // the referee's: every event, names only
    const seen: string[] = st.events.flatMap((t: any) => t.lines).map((l: string) => l.replace(/ \[[A-Z]\d\]/g, ''));
    expect(seen.length).toBeGreaterThan(st.over.turn);
    expect(replayed.filter((l) => seen.includes(l))).toEqual(seen);
    expect(rp.json.result).toMatch(/^Result: /);
  });
});
