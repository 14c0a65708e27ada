/** Springelkamp's sail rules in `wsim play`: whole games against every captain, its orders, its logs, saves. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getScenario, replay } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { PlaySession, parseSave } from '../../src/play/index.js';
import { ownShips } from '../../src/play/rules/index.js';
import { applyRulesChoice, parseRulesWords } from '../../src/systems/rulesChoice.js';
import { scenario } from '../springelkamp/helpers.js';

const DUEL = 'springelkamp-frigate-duel';

function start(captain: string, seed = '11', id = DUEL, savePath?: string): PlaySession {
  return PlaySession.start(
    { scenario: getScenario(id), seed, human: 'british', captain },
    { width: 100, ...(savePath ? { savePath } : {}) },
  );
}

/** A game of a scenario under rules chosen by name, as `wsim play --rules` takes them (I-SYS-1 counterparts). */
function startUnder(id: string, words: string[], seed: string): PlaySession {
  const { scenario, rules } = applyRulesChoice(getScenario(id), parseRulesWords(words));
  return PlaySession.start({ scenario, seed, rules: rules, human: 'british', captain: 'greedy-raker' });
}

/** The plot that brings each own ship nearest to range 2 of the closest enemy, fire at the closest. */
function sprAnswer(s: PlaySession): string {
  const v = s.view() as unknown as spr.View;
  const parts: string[] = [];
  for (const ship of ownShips(s.view())) {
    const enemies = v.ships.filter((x) => x.controller !== v.side && !x.struck);
    let best = '';
    let bestScore = Infinity;
    for (const end of spr.plotEnds(v, ship.id)) {
      const d = Math.min(...enemies.map((e) => Math.hypot(e.bow.q - end.at.bow.q, e.bow.r - end.at.bow.r)));
      const score = Math.abs(d - 2);
      if (score < bestScore) {
        bestScore = score;
        best = end.plot;
      }
    }
    parts.push(`${s.names.tag(ship.id)} plot ${best || '0'}`, `${s.names.tag(ship.id)} fire both closest`);
  }
  return [...parts, 'done'].join('; ');
}

/** The answer to a line, one string with the wrapping undone. */
function say(s: PlaySession, line: string): string {
  return s.input(line).lines.join(' ').replace(/\s+/g, ' ');
}

function playOut(s: PlaySession, limit = 80): string[] {
  const out: string[] = [];
  for (let i = 0; i < limit && !s.over; i++) out.push(...s.input(sprAnswer(s)).lines);
  return out;
}

describe("Springelkamp's rules in wsim play", () => {
  it.each(['random', 'greedy-raker', 'line-keeper', 'mcts:iterations=40'])(
    'plays a whole game against %s, and its record replays exactly',
    (captain) => {
      const s = start(captain);
      const intro = s.intro().join('\n');
      expect(intro).toContain("Springelkamp's rules");
      expect(intro).toContain('Plotting Phase');
      const lines = playOut(s);
      expect(s.over).toBe(true);
      const text = lines.join('\n');
      expect(text).toMatch(/GAME OVER after turn \d+/);
      expect(text).toMatch(/sails "[FPS]*"/); // the engine's movement events
      expect(s.state.result).not.toBeNull();
      expect(s.game.record.turns.length).toBe(s.state.result!.turn);
      const r = replay(s.game.record);
      expect(r.state.result).toEqual(s.state.result);
    },
    120_000,
  );

  it('Collisions: "You may add _or_ subtract the crew quality to the roll" — the collision order, written with the course', () => {
    const s = start('random');
    s.intro();
    expect(say(s, 'collision both')).toMatch(/usage: collision <add\|subtract>/);
    expect(say(s, 'collision subtract')).toMatch(/subtracts her crew quality: she means to keep out of the hex/);
    expect(s.draft.amazon).toMatchObject({ collisionRoll: 'subtract' });
    expect(say(s, 'orders')).toMatch(/collision die minus the crew quality/);
    s.input('plot 0');
    s.input('done');
    // the engine took it as the ship's order (its schema checked it) and the record keeps it
    const turn = (s.game.record.turns[0] as Record<string, { ships: Record<string, object> }>).british;
    expect(turn.ships.amazon).toMatchObject({ collisionRoll: 'subtract' });
  });

  it('refuses an illegal plot with the rule, keeps a legal one, previews where it leaves the ship', () => {
    const s = start('greedy-raker');
    s.intro();
    const bad = say(s, 'plot PSPSPSPS');
    expect(bad).toMatch(/PSPSPSPS: illegal — .*\(Movement: Speed\)/);
    expect(bad).toContain('default course');
    expect(s.draft).toEqual({});
    const syntax = say(s, 'plot FXF');
    expect(syntax).toMatch(/"X" is not a basic move/);
    const ok = say(s, 'FFF');
    expect(ok).toMatch(/B1 plots FFF → bow N23, heading NE/);
    expect(s.draft[ownShips(s.view())[0].id]).toEqual({ plot: 'FFF' });
  });

  it('answers a WS&IM-only order with the rule that has none, in one line', () => {
    const s = start('greedy-raker');
    s.intro();
    for (const [cmd, rule] of [
      ['load L chain', /Note on Loading the Guns/],
      ['B1 load L chain', /Note on Loading the Guns/],
      ['anchor A', /no anchoring/],
      ['repair hull', /no repairs/],
    ] as const) {
      const r = s.input(cmd).lines;
      expect(r.length).toBeLessThanOrEqual(3); // one line, wrapped to the width
      const text = r.join(' ').replace(/\s+/g, ' ');
      expect(text).toMatch(/a WS&IM order; under Springelkamp's rules/);
      expect(text).toMatch(rule);
      expect(text).not.toMatch(/at .*\.ts|Error/);
    }
    expect(s.draft).toEqual({});
  });

  it("help lists Springelkamp's orders, not WS&IM's; the log shows its ship data", () => {
    const s = start('greedy-raker');
    s.intro();
    const help = s.input('help').lines.join('\n');
    for (const w of [
      'plot <F|P|S...>',
      'sail <full|easy|storm|no|keep>',
      'fire <L|R|both> [target|closest] [hull|rigging]',
    ])
      expect(help).toContain(w);
    for (const w of ['load <L|R>', 'anchor', 'repair', 'discharge', 'defend']) expect(help).not.toContain(w);
    // the special rules' orders only when the rule is on (issue 29; tests/play/why.test.ts)
    for (const w of ['party', 'grapple <', 'breakoff', 'prize <']) expect(help).not.toContain(w);
    const log = s.input('log B1').lines.join('\n');
    expect(log).toMatch(/Damage {4}left 0\/10, right 0\/10 boxes \(strikes at 20\)/);
    expect(log).toMatch(/Rigging {3}0\/5 0\/5 0\/5 boxes checked by section/);
    expect(log).toMatch(/Sail {6}easy sail \(ES\); speed B 1-0, I 2-1, Q 3-2, F 2-2; drift 3/);
    expect(log).toMatch(/Firepower 1:67 2:62/);
  });

  it('checks the sail change with the Plotting Phase (one level a turn) and writes fire orders', () => {
    const s = start('greedy-raker');
    s.intro();
    expect(say(s, 'sail no')).toMatch(/one level per gameturn \(Movement: Changing Sail\)/);
    expect(say(s, 'sail full')).toMatch(/easy sail → full sail/);
    expect(say(s, 'fire L F1 rigging')).toMatch(
      /left broadside fires after the movement at Hermione \[F1\], aimed at the rigging/,
    );
    expect(say(s, 'party form')).toMatch(/special rule not in play/);
    const id = ownShips(s.view())[0].id;
    expect(s.draft[id]).toEqual({ sail: 'FS', fire: { L: { target: 'hermione', aim: 'rigging' } } });
    expect(s.input('undo').lines[0]).toMatch(/Undone/);
    expect(s.draft[id]).toEqual({ sail: 'FS' });
  });

  it("writes the side's choice for an enemy drifting before the wind (Drifting: 'the enemy chooses'), and the engine takes it", () => {
    // the French frigate lies before the wind under no sail: she drifts on a die of 1, and her crew (quality 3)
    // fails its roll on 4-6, when the British choice turns her
    const drifting = scenario(
      [
        { id: 'amazon', side: 'british', bow: 'C5', heading: 2 },
        { id: 'x', side: 'french', bow: 'M20', heading: 2, sail: 'NS', quality: 3 },
      ],
      {
        turnLimit: 5,
        sides: [
          { id: 'british', name: 'Britain' },
          { id: 'french', name: 'France' },
        ],
      },
    );
    let chosen = 0;
    for (let i = 0; i < 120 && chosen < 2; i++) {
      const s = PlaySession.start({
        scenario: drifting,
        seed: `drift-${i}`,
        human: 'british',
        captain: 'random',
      });
      s.intro();
      const tag = s.names.tag('x');
      expect(say(s, `enemydrift ${s.names.tag('amazon')} S`)).toMatch(/one of yours/);
      expect(say(s, `enemydrift ${tag} up`)).toMatch(/usage: enemydrift/);
      expect(say(s, `enemydrift ${tag} P`)).toMatch(/you turn her to port/);
      expect(say(s, `enemydrift ${tag} none`)).toMatch(/no choice written/);
      expect(say(s, `enemydrift ${tag} S`)).toMatch(/you turn her to starboard/);
      expect(s.draft.amazon).toEqual({ enemyDrift: { x: 'S' } });
      s.input('done');
      // the record holds the choice as the engine's side-level order, not among the ship's orders
      const turn = (s.game.record.turns[0] as Record<string, { ships: object; enemyDrift?: object }>).british;
      expect(turn.enemyDrift).toEqual({ x: 'S' });
      expect(turn.ships).toEqual({});
      const drift = (s.game.turns[0] as unknown as spr.Event[]).find(
        (e) => e.type === 'drift' && e.ship === 'x' && e.drifted,
      ) as { choice?: { by: string; turn: string } } | undefined;
      if (drift?.choice?.by === 'british') {
        expect(drift.choice.turn).toBe('S');
        chosen++;
      }
      expect(replay(s.game.record as never).state).toEqual(s.state);
    }
    expect(chosen).toBe(2);
  });

  it('keeps one choice an enemy: with the ship that wrote it, refused with another', () => {
    const s = start('greedy-raker', '4', 'springelkamp-squadron-action');
    s.intro();
    const [b1, b2] = ownShips(s.view()).map((x) => s.names.tag(x.id));
    const enemy = (s.view() as unknown as spr.View).ships.find((x) => x.controller !== 'british')!;
    const f = s.names.tag(enemy.id);
    expect(say(s, `${b1} enemydrift ${f} S`)).toMatch(/you turn her to starboard/);
    expect(say(s, `${b2} enemydrift ${f} P`)).toMatch(new RegExp(`is written with .*\\[${b1}\\]'s orders: select her`));
    expect(say(s, `${b1} enemydrift ${f} none`)).toMatch(/no choice written/);
    expect(say(s, `${b2} enemydrift ${f} P`)).toMatch(/you turn her to port/);
  });

  it('boarding orders under the special rule boarding', () => {
    const s = startUnder(DUEL, ['springelkamp', 'boarding'], '3');
    expect(s.intro().join(' ').replace(/\s+/g, ' ')).toContain('(+ special: boarding)');
    expect(say(s, 'party form')).toMatch(/a boarding party forms/);
    expect(say(s, 'grapple F1')).toMatch(/tries to grapple Hermione \[F1\]/);
    expect(say(s, 'board B1')).toMatch(/one of yours/);
    expect(say(s, 'breakoff')).toMatch(/in no melee/);
    const id = ownShips(s.view())[0].id;
    expect(s.draft[id]).toEqual({ boardingParty: true, grapple: 'hermione' });
  });

  it('plays a WS&IM scenario under --rules springelkamp, and a Springelkamp scenario under --rules advanced', () => {
    const s = startUnder('frigate-duel', ['springelkamp'], '5');
    expect(s.state.static.system).toBe('springelkamp');
    playOut(s);
    expect(s.over).toBe(true);
    const w = startUnder(DUEL, ['advanced'], '5');
    expect(w.state.static.system).toBe('wsim');
    expect(w.intro()[0]).toContain('advanced rules');
  });

  it('saves every order and resumes a game that goes on exactly as if it had never stopped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spr-play-'));
    const file = join(dir, 'save.json');
    const a = start('greedy-raker', '21', DUEL, file);
    a.intro();
    for (let i = 0; i < 3; i++) a.input(sprAnswer(a));
    a.input('FF');
    a.input('sail full');
    const save = parseSave(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(save.turn?.stage).toBe('orders');
    const b = PlaySession.resume(save, { width: 100 }, file);
    expect(b.intro().join('\n')).toContain('Orders written before the save');
    expect(b.draft).toEqual(a.draft);
    expect(b.state).toEqual(a.state);
    playOut(a);
    playOut(b);
    expect(b.state.result).toEqual(a.state.result);
    expect(b.game.record.turns).toEqual(a.game.record.turns);
  });
});
