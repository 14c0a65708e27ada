/* eslint-disable @typescript-eslint/no-explicit-any -- the server answers JSON of many shapes; each test checks the fields it reads */
/**
 * 11.4.3.1 in `wsim serve`: "If, as in a rake, both sides on the target ship are equidistant to the firing ship, the
 * target ship chooses which gun squares to mark off" — the page's combat stage names the raking enemy and writes the
 * target's choice (`gunhits`) as an order of the turn.
 */
import { describe, expect, it } from 'vitest';
import { post, raw, start, until, order } from './helpers.js';

// the British frigate lies with her bow towards the French one, anchored across it (she cuts her cable and stays)
const rake = {
  id: 'rake',
  name: 'Rake',
  wind: { direction: 1, velocity: 3, changeNumber: 6 },
  turnLimit: 10,
  anchorsAllowed: true,
  sides: [
    { id: 'british', name: 'British' },
    { id: 'french', name: 'French' },
  ],
  ships: [
    { id: 't', side: 'british', class: 'br-f3-36', quality: 'average', bow: 'K11', heading: 1 },
    { id: 'f', side: 'french', class: 'fr-f3-36', quality: 'average', bow: 'K8', heading: 3, anchored: 'A' },
  ],
};

describe('the target chooses where gun hits fall in a rake (11.4.3.1) in wsim serve', () => {
  it('the combat stage names the raking enemy and the order is written', async () => {
    const { s } = await start();
    const created = await post(s, '/api/games', {
      scenarioFile: rake,
      scenarioFileName: 'rake.json',
      rules: { level: 'advanced' },
      side: 'british',
      opponent: { kind: 'captain', captain: 'greedy-raker' },
      seed: '3',
    });
    expect(created.status, created.text).toBe(201);
    const g = created.json as { id: string; seat: string };
    let st: any = null;
    for (let i = 0; i < 10 && st?.stage !== 'combat'; i++) {
      st = await until(async () => {
        const r = await raw(s, 'GET', `/api/games/${g.id}?seat=${g.seat}`);
        return r.json.mine ? r.json : null;
      }, 'a decision');
      if (st.stage === 'combat') break;
      if (st.stage === 'movement') await order(s, g, 't', 'plot', ['0']);
      const r = await post(s, `/api/games/${g.id}/ready`, { seat: g.seat });
      expect(r.status, r.text).toBe(200);
    }
    expect(st.stage).toBe('combat');
    expect(st.options.t.raked).toEqual(['f']);
    const r = await order(s, g, 't', 'gunhits', ['R']);
    expect(r.status, r.text).toBe(200);
    expect(r.json.state.drafts.t.orders).toEqual({ gunHits: 'R' });
    expect(r.json.state.drafts.t.text).toContain('gun hits in a rake off the right broadside (11.4.3.1)');
  });
});
