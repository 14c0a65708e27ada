/**
 * `wsim play` for a person learning the game (issue 29): "help" lists only the orders of the rules in force;
 * the boarding prompt says whose crew sections are whose; a ship in irons is told why and what she may do;
 * "why" shows the captain's reasons for a finished turn, never the turn being written; the game ends with a
 * debrief; the header names the level of play and its strength; a mistyped scenario id suggests the nearest.
 */
import { describe, expect, it } from 'vitest';
import {
  applyRulesChoice,
  getScenario,
  parseRulesWords,
  unknownScenarioText,
  type AnyScenario,
} from '../../src/index.js';
import { PlaySession } from '../../src/play/index.js';
import { fixture, playOut } from './helpers.js';

const text = (r: { lines: string[] }) => r.lines.join('\n');
/** The stage now (read through a call: each input changes it). */
const stageOf = (s: PlaySession) => s.stage;
const flat = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

function start(
  scenario: AnyScenario = fixture('small-duel'),
  captain = 'greedy-raker',
  seed = '3',
  level?: 'basic' | 'advanced',
) {
  return PlaySession.start(
    { scenario, seed, human: 'british', captain, ...(level ? { rules: { level } } : {}) },
    { width: 200 },
  );
}

/** The order lines of "help" (after "Orders now"). */
function orderHelp(s: PlaySession): string {
  const lines = text(s.input('help')).split('\n');
  return lines.slice(lines.findIndex((l) => l.startsWith('Orders now'))).join('\n');
}

describe('help lists the orders of the rules in force', () => {
  it('Basic Game: no sails, anchors, repairs or backing sails; the fire order without sections or grape', () => {
    const s = start(getScenario('frigate-duel'), 'greedy-raker', '3');
    s.intro();
    const help = orderHelp(s);
    expect(help).toMatch(/plot <plot>/);
    for (const word of ['sail <', 'anchor <', 'repair <', 'tow <', 'ahead <', 'flag', 'B backs sails'])
      expect(help, word).not.toContain(word);
    playTo(s, 'combat');
    const fire = orderHelp(s);
    expect(fire).toContain('fire <L|R|both> [target] [hull|rigging]');
    expect(fire).not.toContain('[bow|stern]');
    expect(fire).not.toContain('mortar');
  });

  it('Advanced Game: sails and repairs; anchors only where the scenario allows anchoring (20.3)', () => {
    const duel = start(getScenario('frigate-duel'), 'greedy-raker', '3', 'advanced');
    playTo(duel, 'movement');
    const help = orderHelp(duel);
    expect(help).toContain('sail <full|battle|none>');
    expect(help).toContain('repair <');
    expect(help).toContain('B backs sails');
    expect(help).not.toContain('anchor <'); // the frigate duel does not allow anchoring
    const harbour = start(getScenario('harbour-action'), 'greedy-raker', '3');
    playTo(harbour, 'movement');
    expect(orderHelp(harbour)).toContain('anchor <A|AB|AS|up|cut|none>');
  });
});

describe("help under Springelkamp's rules", () => {
  it('lists the boarding orders only under the special rule boarding, the prize crews under prizeCrews', () => {
    const start2 = (words: string[]) => {
      const { scenario, rules } = applyRulesChoice(getScenario('springelkamp-frigate-duel'), parseRulesWords(words));
      return PlaySession.start({ scenario, seed: '3', rules, human: 'british', captain: 'random' });
    };
    const plain = orderHelp(start2(['springelkamp']));
    expect(plain).toContain('sail <');
    for (const word of ['party', 'grapple <', 'board <', 'breakoff', 'prize <'])
      expect(plain, word).not.toContain(word);
    const boarding = orderHelp(start2(['springelkamp', 'boarding']));
    for (const word of ['party', 'grapple <', 'board <', 'breakoff']) expect(boarding, word).toContain(word);
    expect(boarding).not.toContain('prize <');
    expect(orderHelp(start2(['springelkamp', 'boarding', 'prizeCrews']))).toContain('prize <');
  });
});

/** Answer with "done" (a plot of 0 in the movement) until the stage is reached. */
function playTo(s: PlaySession, stage: string): void {
  for (let i = 0; i < 40 && s.stage !== stage && !s.over; i++) s.input(s.stage === 'movement' ? '0; done' : 'done');
  expect(s.stage).toBe(stage);
}

describe('the boarding prompt', () => {
  it("labels her crew sections as yours and the enemy's as the enemy's", () => {
    const scenario = fixture('alongside');
    scenario.ships[1].crew = [3, 2, 1]; // the enemy's sections differ from ours (2 2 2)
    let seen = false;
    for (let seed = 1; seed <= 30 && !seen; seed++) {
      const s = start(scenario, 'scripted', String(seed));
      for (let i = 0; i < 10 && s.stage !== 'grappling' && !s.over; i++)
        s.input(s.stage === 'movement' ? '0; done' : 'done');
      if (s.stage !== 'grappling') continue;
      s.input('grapple F1');
      const after = flat(s.input('done').lines);
      if (stageOf(s) !== 'boarding') continue;
      expect(after).toContain(
        // the Advanced Game's crews of ours (2 2 2 in the file) and the enemy's (3 2 1)
        'HMS Amazon [B1] (yours: crew sections 4 4 4) is fouled or grappled with Hermione [F1] (enemy: crew sections 6 4 2)',
      );
      seen = true;
    }
    expect(seen).toBe(true);
  });
});

describe('a ship in irons', () => {
  it('is told why her allowance is 0 (7.1.4) and what she may do (7.1.15, 8.2.1)', () => {
    const s = start(fixture('irons'));
    const intro = flat(s.intro());
    expect(intro).toContain('HMS Amazon [B1] is in irons: her bow is into the wind (attitude D, 7.1.3)');
    expect(intro).toContain('allowance 0, 7.1.4');
    expect(intro).toContain('She may turn in place 60° ("L" or "R", free: 7.1.15) or stay ("0")');
    expect(intro).toContain('drifts a hex before the wind (8.2.1)');
    expect(intro).not.toContain('"anchor A"'); // the Basic Game: no anchoring (20.3)
    expect(text(s.input('legal'))).toMatch(/3 legal plots[^\n]*\n\s+0\s+L\s+R/);
  });
});

describe('why: the captain explains itself', () => {
  it("shows the captain's reasons for the turn just finished, never the turn being written", () => {
    const s = start(getScenario('frigate-duel'));
    s.intro();
    expect(text(s.input('why'))).toContain('The captain explains a turn once it is over');
    const turn1 = text(s.input('1; done'));
    expect(turn1).toMatch(/Hermione \[F1\] plots (\S+)/);
    const played = /Hermione \[F1\] plots (\S+)/.exec(turn1)![1];
    let rest = turn1;
    while (s.state.turn === 1 && !s.over) rest += text(s.input('done'));
    expect(rest).toContain('(The captain\'s reasons for its orders of a turn: "why".)');
    const why = flat(s.input('why').lines);
    expect(why).toContain("Turn 1: the greedy-raker captain's decision, from its own view");
    expect(why).toContain(`Hermione [F1] chose ${played} → bow `);
    expect(why).toMatch(
      /attitude [A-D]; value [+-]\d+\.\d\d; expected hits worth \d+\.\d\d points dealt, \d+\.\d\d received/,
    );
    expect(why).toMatch(/It weighed most: 1\. \S+ → .* 2\. \S+ → .* 3\. \S+ → /);
    expect(text(s.input('why 2'))).toContain('No explanation of turn 2: the turns explained are 1');
    expect(text(s.input('why x'))).toContain('usage: why [turn]');
  });

  it('a search says how many simulations each plot had', () => {
    const s = start(getScenario('frigate-duel'), 'mcts:iterations=50,worlds=2');
    s.intro();
    s.input('1; done');
    while (s.state.turn === 1 && !s.over) s.input('done');
    expect(flat(s.input('why').lines)).toMatch(/chose \S+ → .*mean value \d\.\d\d over \d+ simulations/);
  });

  it('a captain that does not explain itself says so', () => {
    const s = start(getScenario('frigate-duel'), 'random');
    s.intro();
    expect(text(s.input('why'))).toBe('The "random" captain does not explain itself.');
  });

  it('the game ends with a debrief: the turns its evaluation swung most, with the plots played', () => {
    const s = start(fixture('small-duel'), 'greedy-raker', '4');
    s.intro();
    const end = flat(playOut(s));
    expect(s.over).toBe(true);
    expect(end).toContain("Debrief — where the battle swung, by the greedy-raker captain's own evaluation");
    const swings = [
      ...end.matchAll(
        /Turn (\d+): its evaluation (rose|fell) from [+-]?\d+\.\d\d to [+-]?\d+\.\d\d \(([+-]\d+\.\d\d)\); plots played: ([^.]+)\./g,
      ),
    ];
    // the plots of that turn (a ship fouled writes none)
    for (const m of swings) expect(m[4]).toMatch(/^\S.* \[[BF]1\] \S+(, \S.* \[[BF]1\] \S+)?$/);
    expect(swings.length).toBeGreaterThan(0);
    expect(swings.length).toBeLessThanOrEqual(3);
    const sizes = swings.map((m) => Math.abs(Number(m[3])));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes); // the largest swing first
  });
});

describe('the level of play', () => {
  it('the header names the level and its measured strength', () => {
    const s = start(getScenario('frigate-duel'), 'greedy-raker:rangeError=2,lateLoading=0.4,windSense=0.4');
    expect(flat(s.intro())).toContain(
      'against the novice captain (greedy-raker:rangeError=2,lateLoading=0.4,windSense=0.4; Elo -277 [-308, -246] against greedy-raker, 200 pairs)',
    );
    const named = start(getScenario('frigate-duel'), 'mcts:iterations=30');
    expect(flat(named.intro())).toContain('against the "mcts:iterations=30" captain');
  });
});

describe('a mistyped scenario id', () => {
  it('suggests the nearest ids, not the whole list', () => {
    const line = unknownScenarioText('frigate-dual');
    expect(line).toMatch(/^frigate-dual: not a built-in scenario — did you mean "frigate-duel"/);
    expect(line).not.toContain('squadron-action');
    expect(unknownScenarioText('zzzzzz', true)).toMatch(
      /^zzzzzz: not a built-in scenario nor a \.json file \(the \d+ built-in scenarios: wsim scenario list\)$/,
    );
  });
});
