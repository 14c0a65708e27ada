/** Springelkamp's Plotting Phase: the course, the sail for next turn, fire after the movement, collisions, drifting, boarding. */
import { aimSelect, broadsideButtons, plotKeypad, type Panel } from './controls.js';
import { button, h } from './dom.js';
import { game } from './state.js';
import type { StageOptions } from './types.js';

type Options = StageOptions['orders'];

const SAIL_NAMES: Record<string, string> = { FS: 'full', ES: 'easy', SS: 'storm', NS: 'no' };

/** The course typed or clicked, and the sail setting for next turn. */
function courseAndSail({ box, id, act }: Panel, opts: Options): void {
  box.append(
    h('div', {}, 'Type the course (F, P, S; 0 no movement; Backspace, Esc) or click a green end; Enter writes it.'),
    plotKeypad(['F', 'P', 'S', '0'], act),
  );
  box.append(
    h(
      'div',
      {},
      `Sail for next turn (now ${SAIL_NAMES[opts.sail]}): `,
      ...opts.sails.map((s) =>
        button(SAIL_NAMES[s], () => act.order(id, 'sail', [s === opts.sail ? 'keep' : SAIL_NAMES[s]]), {
          'data-sail': s,
        }),
      ),
    ),
  );
}

/** Fire after the movement: the broadside, the aim, the target (the closest, or a ship named). */
function fireAfterMovement({ box, id, act, name }: Panel, opts: Options): void {
  box.append(
    h(
      'div',
      {},
      'Fire after the movement: ',
      ...broadsideButtons((b) => (b === 'L' ? 'left' : 'right'), act),
      ' aim ',
      aimSelect(),
    ),
  );
  const fb = opts.fire[game.broadside];
  box.append(
    h(
      'div',
      {},
      button('at the closest', () => act.order(id, 'fire', [game.broadside, 'closest', game.aim]), {
        'data-target': 'closest',
      }),
      ...opts.enemies.map((t) => {
        const now = fb.targets.find((x) => x.target === t);
        return button(`${name(t)}${now ? ` (now at ${now.range})` : ''}`, () => act.fireAt(t), { 'data-target': t });
      }),
      button('hold fire', () => act.order(id, 'hold', [game.broadside])),
    ),
  );
}

/** The choices written in advance for the movement's chances: a collision's die-off, drifting before the wind. */
function collisionAndDrift({ box, id, act, st }: Panel, opts: Options): void {
  // Collisions: "You may add _or_ subtract the crew quality to the roll" (add: take the contested hex)
  box.append(
    h(
      'div',
      {},
      'In a collision die-off: ',
      button('add the crew quality (take the hex)', () => act.order(id, 'collision', ['add']), {
        'data-collision': 'add',
      }),
      button('subtract it (keep out)', () => act.order(id, 'collision', ['subtract']), {
        'data-collision': 'subtract',
      }),
    ),
  );
  // Drifting: before the wind she turns to one side or the other — her owner's choice if her crew passes its
  // roll, the enemy's otherwise (written in advance, like every order of the Plotting Phase)
  const tag = (t: string) => st.ships.find((s) => s.id === t)?.tag ?? t;
  box.append(
    h(
      'div',
      {},
      'Drifting before the wind, your turn: ',
      button('port', () => act.order(id, 'drift', ['P']), { 'data-drift': 'P' }),
      button('starboard', () => act.order(id, 'drift', ['S']), { 'data-drift': 'S' }),
    ),
    h(
      'div',
      {},
      'An enemy drifting before the wind whose crew fails: ',
      ...opts.enemies.flatMap((t) => [
        `${tag(t)} `,
        button('port', () => act.order(id, 'enemydrift', [t, 'P']), { 'data-enemy-drift': `${t}-P` }),
        button('starboard', () => act.order(id, 'enemydrift', [t, 'S']), { 'data-enemy-drift': `${t}-S` }),
        ' ',
      ]),
    ),
  );
}

/** Boarding (a special rule): the party, grappling, boarding, casting off, breaking off, prize crews. */
function boarding({ box, id, act, name }: Panel, opts: Options): void {
  box.append(
    h(
      'div',
      {},
      'Boarding: ',
      button(opts.party ? 'dissolve the party' : 'form a boarding party', () =>
        act.order(id, 'party', [opts.party ? 'dissolve' : 'form']),
      ),
      ...opts.enemies.map((t) => button(`grapple ${name(t)}`, () => act.order(id, 'grapple', [t]))),
      ...opts.enemies.map((t) => button(`board ${name(t)}`, () => act.order(id, 'board', [t]))),
      button('cast off', () => act.order(id, 'ungrapple', ['yes'])),
      ...(opts.inMelee ? [button('break off', () => act.order(id, 'breakoff', []))] : []),
      ...opts.prizes.map((t) => button(`prize crew to ${name(t)}`, () => act.order(id, 'prize', [t]))),
    ),
  );
}

export function sprOrders(p: Panel, opts: Options): void {
  courseAndSail(p, opts);
  fireAfterMovement(p, opts);
  collisionAndDrift(p, opts);
  if (opts.boarding) boarding(p, opts);
}
