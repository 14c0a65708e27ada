/** The play session: prompts and answers, the record it keeps, saving and resuming, timed moves. */
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replay, type GameRecord } from '../../src/index.js';
import { PlaySession, parseSave, readSave } from '../../src/play/index.js';
import { autoAnswer, fixture, playOut, wsimView } from './helpers.js';

/** All lines of a reply as one string, wrapping undone. */
const text = (r: { lines: string[] }) => r.lines.join(' ').replace(/\s+/g, ' ');
/** The stage now (read through a call: each input changes it). */
const stageOf = (s: PlaySession) => s.stage;
const tmp = () => mkdtempSync(join(tmpdir(), 'wsim-play-'));

function start(
  name: string,
  captain = 'scripted',
  seed = '3',
  extra: Partial<Parameters<typeof PlaySession.start>[0]> = {},
  savePath?: string,
) {
  return PlaySession.start({ scenario: fixture(name), seed, human: 'british', captain, ...extra }, { savePath });
}

describe('a game against the computer', () => {
  it('answers typos, explains an illegal plot, undoes, and records a game that replays exactly', () => {
    const dir = tmp();
    const s = start('small-duel', 'scripted', '3', {}, join(dir, 'g.json'));
    const intro = s.intro().join('\n');
    expect(intro).toContain('movement notation');
    expect(intro).toMatch(/B1↗/);
    expect(s.prompt()).toBe('[T1 movement] B1> ');

    expect(text(s.input('hlep'))).toContain('Did you mean "help"?');
    expect(text(s.input('flre L'))).toMatch(/Unknown command "flre"/);
    expect(text(s.input('fire L'))).toContain('order of the combat phase');
    const illegal = text(s.input('L9'));
    expect(illegal).toContain('L9: illegal');
    expect(illegal).toContain('7.1.5');
    expect(illegal).toContain('"L3"');
    expect(text(s.input('plot 2R2R'))).toContain('illegal');
    expect(text(s.input('legal L1'))).toMatch(/legal plots? .*starting with L1/);
    expect(text(s.input('3'))).toContain('plots 3');
    expect(text(s.input('undo'))).toContain('Undone: B1 plot 3');
    expect(text(s.input('undo'))).toContain('Nothing to undo');
    expect(text(s.input('done'))).toContain('no plot yet');
    expect(text(s.input(''))).toContain('(nothing written)');
    const moved = text(s.input('1; done'));
    expect(moved).toContain('HMS Amazon [B1] plots 1');
    expect(moved).toMatch(/Hermione \[F1\] plots/); // both logs opened after the orders (7.2.5)

    const rest = playOut(s);
    expect(s.over).toBe(true);
    expect(rest.join('\n')).toContain('GAME OVER');
    const r = replay(s.game.record);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(s.state));
    const exported = JSON.parse(readFileSync(join(dir, 'g.record.json'), 'utf8')) as GameRecord;
    expect(exported.turns.length).toBe(s.game.record.turns.length);
    expect(exported.result).toEqual(s.state.result);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]); // the atomic writes' temporary files (src/files/output.ts)
  });

  it('never fails on arbitrary input, at any stage', () => {
    const s = start('small-duel', 'scripted', '5');
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), (junk) => {
        for (const line of junk) {
          if (s.over) return;
          const words = line.split(/\s+/)[0].toLowerCase();
          if (['quit', 'exit', 'q', 'done', 'go', 'submit', 'end', 'save', 'export'].includes(words)) continue;
          const r = s.input(line);
          expect(Array.isArray(r.lines)).toBe(true);
          if (line.trim()) expect(r.lines.length).toBeGreaterThan(0);
        }
        if (!s.over) s.input(autoAnswer(s));
      }),
      { numRuns: 40, seed: 1 },
    );
  });

  it('explains a target out of arc and lists the legal targets', () => {
    const s = start('small-duel', 'scripted', '3');
    for (let i = 0; i < 40 && s.stage !== 'combat' && !s.over; i++) s.input(autoAnswer(s));
    expect(s.stage).toBe('combat');
    const v = wsimView(s);
    const bearing = (['L', 'R'] as const).find((b) => text(s.input(`fire ${b} F1`)).includes('fires at'));
    expect(bearing).toBeDefined();
    const other = bearing === 'L' ? 'R' : 'L';
    const answer = text(s.input(`fire ${other} F1`));
    expect(answer).toMatch(/cannot fire at Hermione \[F1\]: .*(outside the field of fire|not loaded|closest)/);
    expect(text(s.input('fire L B1'))).toContain('friendly');
    expect(text(s.input('fire L nobody'))).toContain('no ship "nobody"');
    // the person sees their own loads and never the enemy's (7.2.5), even mid-turn
    expect(v.ships.find((x) => x.id === 'amazon')!.loads).not.toBeNull();
    expect(v.ships.find((x) => x.id === 'hermione')!.loads).toBeNull();
  });
});

describe('saving and resuming', () => {
  it('a resumed game goes on exactly as if it had never stopped (greedy-raker, Advanced)', () => {
    const full = start('small-duel', 'greedy-raker', '8', { rules: { level: 'advanced' } });
    const inputs: string[] = [];
    for (let i = 0; i < 200 && !full.over; i++) {
      const line = autoAnswer(full);
      inputs.push(line);
      full.input(line);
    }
    expect(full.over).toBe(true);
    for (const cut of [1, 4, 9]) {
      const a = start('small-duel', 'greedy-raker', '8', { rules: { level: 'advanced' } });
      for (const line of inputs.slice(0, cut)) a.input(line);
      a.input('sail full'); // unsubmitted input is kept too (if the stage allows it)
      const saved = parseSave(JSON.parse(JSON.stringify(a.toSave())), 'mem');
      const b = PlaySession.resume(saved, {}, 'mem');
      expect(b.game.divergent).toEqual([]);
      expect(b.draft).toEqual(a.draft);
      expect(b.stage).toBe(a.stage);
      expect(b.input('undo').lines.join(' ')).toMatch(
        a.stage === 'movement' ? /Undone: B1 sail full/ : /Nothing to undo/,
      );
      for (const line of inputs.slice(cut)) b.input(line);
      expect(b.over).toBe(true);
      expect(b.game.record.turns).toEqual(full.game.record.turns);
      expect(b.state.result).toEqual(full.state.result);
    }
  });

  it('saves after every accepted order, atomically, and refuses a damaged save', () => {
    const dir = tmp();
    const file = join(dir, 'save.json');
    const s = start('small-duel', 'scripted', '3', {}, file);
    s.input('2');
    const saved = readSave(file);
    expect(saved.turn?.stage).toBe('movement');
    expect(saved.turn?.draft).toEqual({ amazon: { plot: '2' } });
    expect(saved.turn?.cpu.main).toBeDefined();
    expect(() => parseSave({ ...saved, format: 'nope' }, 'x.json')).toThrow(/x\.json: format: .*wsim-play\/1/);
    // a stage is the game's rule system's: the save's schema takes a name, resuming checks it against the game's
    const dancing = parseSave({ ...saved, turn: { ...saved.turn, stage: 'dance' } }, 'x.json');
    expect(() => PlaySession.resume(dancing, {}, 'x.json')).toThrow(
      /^x\.json: turn\.stage: "dance" is not a stage of this game's rules \(start, unfouling, movement/,
    );
    expect(existsSync(join(dir, `.save.json.tmp-${process.pid}`))).toBe(false);
  });
});

describe('timed moves (II / 30.0)', () => {
  it('counts down and sails full ahead the ships whose plots are not written', () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const s = PlaySession.start(
      {
        scenario: fixture('small-duel'),
        seed: '3',
        human: 'british',
        captain: 'scripted',
        rules: { optional: { timedMoves: true } },
      },
      { clock },
    );
    expect(s.intro().join('\n')).toContain('Timed moves (II/30.0): 1:00');
    expect(s.prompt()).toBe('[T1 movement, 1:00 left] B1> ');
    now += 20_000;
    expect(s.tick()).toBeNull();
    expect(s.prompt()).toContain('0:40 left');
    now += 15_000;
    expect(s.tick()?.lines.join(' ')).toContain('25 s left');
    expect(s.tick()).toBeNull();
    now += 26_000;
    const up = s.tick()!.lines.join('\n');
    expect(up).toContain('Time is up');
    expect(up).toContain('HMS Amazon [B1]: full ahead, plot 4'); // the full allowance, straight ahead
    expect(s.game.record.turns.length + (s.game.turnOpen ? 1 : 0)).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 10 && s.stage !== 'movement'; i++) s.input(autoAnswer(s));
    expect(s.stage).toBe('movement');
    s.input('L1');
    now += 61_000;
    expect(s.tick()!.lines.join('\n')).not.toContain('full ahead, plot');
    expect(s.game.turnOrders()[s.game.human].ships.amazon.plot).toBe('L1');
  });
});

describe('the Advanced Game', () => {
  it('asks for the initial loads and sails before the first turn (13.0, 20.1.5.1)', () => {
    const s = start('small-duel', 'scripted', '3', { rules: { level: 'advanced' } });
    expect(s.stage).toBe('start');
    expect(text(s.input('load L chain'))).toContain('24.2.2.4'); // never British
    expect(text(s.input('load L grape; load R double; sail full'))).toContain('starts at full sails');
    s.input('done');
    const me = wsimView(s).ships.find((x) => x.id === 'amazon')!;
    expect(me.loads).toEqual({ L: { ammo: 'grape', loading: false }, R: { ammo: 'double', loading: false } });
    expect(me.fullSail).toBe(true);
    expect(s.stage).toBe('movement');
    expect(text(s.input('BB1'))).toContain('B1 plots BB1');
  });
});

describe('contact: grappling and boarding (Advanced)', () => {
  it('grapples an adjacent enemy and forms boarding parties', () => {
    let done = false;
    for (let seed = 1; seed <= 30 && !done; seed++) {
      const s = start('alongside', 'scripted', String(seed));
      for (let i = 0; i < 10 && s.stage !== 'grappling' && !s.over; i++)
        s.input(s.stage === 'movement' ? '0; done' : 'done');
      if (s.stage !== 'grappling') continue;
      expect(text(s.input('grapple B1'))).toContain('cannot grapple herself');
      expect(text(s.input('grapple F1'))).toContain('will try to grapple Hermione');
      const after = s.input('done').lines.join('\n');
      expect(after).toMatch(/grapples Hermione \[F1\]: die \d/);
      if (stageOf(s) !== 'boarding') continue;
      expect(text(s.input('board F1 9'))).toContain('crew sections left');
      expect(text(s.input('board F1 1'))).toContain('OBP of 1 section');
      expect(text(s.input('defend 1'))).toContain('DBP of 1 section');
      expect(s.input('done').lines.join('\n')).toMatch(/HMS Amazon \[B1\] forms OBP/);
      done = true;
    }
    expect(done).toBe(true);
  });
});
