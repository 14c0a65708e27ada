/** Command lag (32.0) and bomb ketches (42.0) in `wsim play`: writing ahead, the queue, mortar orders. */
import { describe, expect, it } from 'vitest';
import { commandLagOf, getScenario } from '../../src/api/wsim.js';
import { PlaySession } from '../../src/play/index.js';
import { ownShips } from '../../src/play/rules/index.js';
import { wsimView } from './helpers.js';

function start(id: string, seed = '7'): PlaySession {
  const scenario = getScenario(id);
  const s = PlaySession.start({ scenario, seed, human: 'british', captain: 'greedy-raker' }, { width: 200 });
  s.intro();
  return s;
}

function say(s: PlaySession, line: string): string {
  return s.input(line).lines.join('\n');
}

/** Every own ship's plot "0" (or the one she must sail), then done. */
function holdAll(s: PlaySession): string {
  return say(
    s,
    [
      ...ownShips(s.view())
        .filter((x) => s.draft[x.id]?.plot === undefined)
        .map((x) => `${s.names.tag(x.id)} 0`),
      'done',
    ].join(';'),
  );
}

describe('command lag (32.0) in wsim play', () => {
  it('writes the movement of a ship out of command ahead, shows the queue, and sails it', () => {
    const s = start('fleet-action');
    say(s, 'done'); // the initial loads
    expect(s.stage).toBe('movement');
    const intro = s.stageIntro();
    expect(intro.join('\n')).toMatch(/HMS Thunderer \[B5\]: OUT OF COMMAND \(.*32\.3\)\); to write now: turns 2, 3/);
    expect(say(s, 'B1 ahead 1')).toMatch(/a ship in command writes her movement turn to turn \(32\.2, 32\.4\.1\)/);
    expect(say(s, 'B5 ahead 1 1 1')).toMatch(/no further ahead than turn 3: .*\(2 plots due\)/);
    expect(say(s, 'B5 ahead 1 x')).toMatch(/^x: /);
    expect(say(s, 'B5 ahead 2 L1')).toMatch(/B5 writes ahead: turn 2 2, turn 3 L1/);
    const thunderer = ownShips(s.view()).find((x) => s.names.tag(x.id) === 'B5')!.id;
    expect(s.draft[thunderer]).toEqual({ ahead: ['2', 'L1'] });
    expect(say(s, 'B5 1')).toMatch(/B5 plots 1/);
    holdAll(s);
    // turn 2: she sails what was written, and nothing else
    expect(s.state.turn).toBe(2);
    expect(s.stage).toBe('movement');
    const st = commandLagOf(s.view(), thunderer)!;
    expect(st.written.map((w) => [w.turn, w.plot])).toEqual([
      [2, '2'],
      [3, 'L1'],
    ]);
    expect(s.draft[thunderer]).toEqual({ plot: '2' });
    expect(s.stageIntro().join('\n')).toContain('HMS Thunderer [B5] sails the plot written on turn 1: 2 (32.3)');
    expect(say(s, 'log B5')).toMatch(
      /Command {3}OUT OF COMMAND .*written: turn 2 2 \(written on 1\), turn 3 L1 \(written on 1\)/,
    );
    expect(say(s, 'B5 1')).toMatch(/illegal — .*written on turn 1/);
  });

  it("shows the engine's ignored order: a flag hoisted outside the five turns of 32.5", () => {
    const s = start('fleet-action');
    say(s, 'done');
    expect(say(s, 'B5 flag')).toMatch(/hoists the flag/);
    const out = holdAll(s);
    expect(out).toMatch(/HMS Thunderer \[B5\]: "hoistFlag" not carried out — .*\(32\.5\)/);
  });

  it('refuses "ahead" when the rule is not in use', () => {
    const s = start('frigate-duel');
    expect(say(s, 'ahead 1')).toMatch(/command lag is an optional rule not in use \(32\.0\)/);
  });
});

describe('bomb ketches (42.0) in wsim play', () => {
  it('fires the loaded mortars of an anchored bomb at the fort and loads them again', () => {
    const s = start('fort-mchenry');
    say(s, 'done');
    expect(say(s, 'log B1')).toMatch(/Mortars {3}mortar 1 loaded, mortar 2 loaded/);
    expect(say(s, 'B1 mortar')).toMatch(/"mortar" is an order of the combat phase/);
    holdAll(s);
    while (s.stage !== 'combat') say(s, 'done');
    expect(s.stageIntro().join('\n')).toMatch(
      /HMS Terror \[B1\] mortars: mortar 1 → fort-mchenry \(fort\) at 8, mortar 2 → fort-mchenry \(fort\) at 8/,
    );
    expect(say(s, 'B1 mortar fort-mchenry')).toMatch(/B1 fires her mortars at fort-mchenry first/);
    expect(say(s, 'B2 mortar')).toMatch(/at the closest target each reaches/);
    expect(say(s, 'B6 mortar')).toMatch(/not a bomb \(42\.0\)/);
    const out = say(s, 'done');
    expect(out).toMatch(/Terror.*mortar/i);
    while ((s.stage as string) !== 'reload' && !s.over) say(s, 'done');
    const terror = ownShips(s.view()).find((x) => s.names.tag(x.id) === 'B1')!.id;
    expect(wsimView(s).mortars![terror]).toEqual([0, 0]);
    expect(s.stageIntro().join('\n')).toMatch(/HMS Terror \[B1\]: mortar 1 0\/4, mortar 2 0\/4; "loadmortars"/);
    expect(say(s, 'B1 loadmortars')).toMatch(/B1 loads her mortars/);
    expect(say(s, 'B6 loadmortars')).toMatch(/not a bomb \(42\.0\)/);
    say(s, 'done');
    expect(wsimView(s).mortars![terror]).toEqual([1, 1]);
  });
});
