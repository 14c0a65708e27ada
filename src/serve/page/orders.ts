/**
 * The orders panel: what the selected ship may be ordered in the stage, as buttons and fields that send
 * wsim play's order words — WS&IM's stages here, Springelkamp's Plotting Phase in sprOrders.ts.
 */
import { aimSelect, broadsideButtons, headingButtons, plotKeypad, wordSelect, type Panel } from './controls.js';
import { $, button, h } from './dom.js';
import { sprOrders } from './sprOrders.js';
import { game, seatState, type Actions } from './state.js';
import type { StageOptions } from './types.js';

const ammoSelect = (id: string, list: readonly string[]) =>
  h(
    'select',
    { id },
    list.map((a) => h('option', { value: a }, a)),
  );

function startOrders({ box, id, act }: Panel, opts: StageOptions['start']): void {
  const left = ammoSelect('load-L', opts.ammo);
  const right = ammoSelect('load-R', opts.ammo);
  const load = async () => {
    if (await act.order(id, 'load', ['L', left.value])) await act.order(id, 'load', ['R', right.value]);
  };
  box.append(
    h('div', {}, 'Initial loads (13.0): left ', left, ' right ', right, button('Load', load, { id: 'do-load' })),
  );
  box.append(
    h(
      'div',
      {},
      'Sails (20.1.5.1): ',
      button('full sails', () => act.order(id, 'sail', ['full'])),
      button('battle sails', () => act.order(id, 'sail', ['battle'])),
    ),
  );
}

function unfoulingOrders({ box, id, act }: Panel): void {
  box.append(
    button('try to unfoul', () => act.order(id, 'unfoul', ['yes'])),
    button('stay fouled', () => act.order(id, 'unfoul', ['no'])),
    button('sacrifice rigging (+1)', () => act.order(id, 'sacrifice', ['yes'])),
  );
}

/** The Movement Notation Phase's plot: the keypad, the legal ends' headings offered. */
function movementPlot({ box, st, act }: Panel, opts: StageOptions['movement']): void {
  // 7.1.4 in irons (allowance 0): why, and what she may still do
  if (opts.cannotSail) box.append(h('div', { id: 'irons' }, opts.cannotSail.join(' ')));
  const backing = st.advanced ? ', B' : ''; // 20.2 backing sails: the Advanced Game
  box.append(
    h(
      'div',
      {},
      `Movement allowance ${opts.allowance}. Type the plot (L, R, digits${backing}; Backspace, Esc) or click a green end (a hex she may end in with several headings offers them); Enter writes it.`,
    ),
  );
  const keys = [
    'L',
    'R',
    ...(st.advanced ? ['B'] : []),
    ...(opts.allowance > 0 ? Array.from({ length: Math.min(opts.allowance, 9) }, (_, i) => String(i + 1)) : []),
    '0',
  ];
  box.append(plotKeypad(keys, act));
  if (game.headings) box.append(headingButtons(game.headings, act));
}

/** The Advanced Game's notations of the phase: sails, anchors (20.3, where the scenario allows them), repairs. */
function advancedMovement({ box, id, act }: Panel, opts: StageOptions['movement']): void {
  box.append(
    h(
      'div',
      {},
      'Sails: ',
      button('full', () => act.order(id, 'sail', ['full'])),
      button('battle', () => act.order(id, 'sail', ['battle'])),
      button('no change', () => act.order(id, 'sail', ['none'])),
    ),
  );
  if (opts.anchors)
    box.append(
      h(
        'div',
        { id: 'anchor-controls' },
        'Anchor: ',
        ...['A', 'AB', 'AS', 'up', 'cut', 'none'].map((a) => button(a, () => act.order(id, 'anchor', [a]))),
      ),
    );
  box.append(
    h(
      'div',
      {},
      'Repair: ',
      ...['hull', 'guns', 'rigging', 'none'].map((a) => button(a, () => act.order(id, 'repair', [a]))),
    ),
  );
}

/** 32.0 command lag (her queue, the turns written ahead) and 35.0 towing. */
function commandAndTow({ box, id, act, name }: Panel, opts: StageOptions['movement']): void {
  if (opts.command) box.append(h('div', { id: 'command-lag' }, `Command (32.0): ${opts.command}`));
  if (opts.ahead.length) {
    const input = h('input', { id: 'ahead', size: 20, placeholder: opts.ahead.map(() => 'plot').join(' ') });
    box.append(
      h(
        'div',
        {},
        `Write ahead, turns ${opts.ahead.join(', ')} (32.3): `,
        input,
        button('write ahead', () => act.order(id, 'ahead', input.value.trim().split(/\s+/).filter(Boolean)), {
          id: 'write-ahead',
        }),
      ),
    );
  }
  if (opts.towable.length)
    box.append(
      h(
        'div',
        {},
        'Tow (35.0): ',
        ...opts.towable.map((t) => button(`take ${name(t)} in tow`, () => act.order(id, 'tow', [t]))),
        button('no tow', () => act.order(id, 'tow', ['none'])),
      ),
    );
}

function movementOrders(p: Panel, opts: StageOptions['movement']): void {
  movementPlot(p, opts);
  if (p.st.advanced) advancedMovement(p, opts);
  commandAndTow(p, opts);
}

function grapplingOrders({ box, id, act, name }: Panel, opts: StageOptions['grappling']): void {
  for (const t of opts.adjacent)
    box.append(
      h(
        'div',
        {},
        button(`grapple ${name(t)}`, () => act.order(id, 'grapple', [t])),
      ),
    );
  for (const t of opts.grappledWith)
    box.append(
      h(
        'div',
        {},
        button(`cast off ${name(t)}`, () => act.order(id, 'ungrapple', [t])),
      ),
    );
  const partner = opts.towPartner;
  if (partner)
    box.append(
      h(
        'div',
        {},
        button(`cast off the tow with ${name(partner)}`, () => act.order(id, 'castoff', [partner])),
      ),
    );
  box.append(button('no grappling', () => act.order(id, 'grapple', ['none'])));
}

function boardingOrders({ box, id, act, name }: Panel, opts: StageOptions['boarding']): void {
  const n = h('input', { type: 'number', min: 1, max: opts.sections, value: 1, id: 'sections', size: 3 });
  box.append(h('div', {}, `Crew sections (${opts.sections} free): `, n));
  for (const t of opts.linked) box.append(button(`board ${name(t)}`, () => act.order(id, 'board', [t, n.value])));
  box.append(
    button('defend', () => act.order(id, 'defend', [n.value])),
    button('defend, counter-board', () => act.order(id, 'defend', [n.value, 'counter'])),
  );
  for (const t of opts.friends)
    box.append(button(`transfer to ${name(t)}`, () => act.order(id, 'transfer', [t, n.value])));
  if (opts.inMelee) box.append(button('offer to disengage', () => act.order(id, 'disengage', [])));
  box.append(button('no boarding parties', () => act.order(id, 'board', ['none'])));
}

/** The Combat Phase's fire: the broadside, the aim (and in the Advanced Game the sections and grape), the targets. */
function combatFire({ box, st, act, name }: Panel, opts: StageOptions['combat']): void {
  const f = opts.fire;
  box.append(
    h(
      'div',
      {},
      'Broadside: ',
      ...broadsideButtons(
        (b) => `${b === 'L' ? 'left' : 'right'}${f[b].loaded ? ` (${f[b].loaded})` : ' (empty)'}`,
        act,
      ),
    ),
  );
  const parts: HTMLElement[] = [h('span', {}, 'aim '), aimSelect()];
  if (st.advanced) {
    const grape = h('input', { type: 'checkbox', checked: game.grape });
    grape.addEventListener('change', () => (game.grape = grape.checked));
    parts.push(
      h('span', {}, ' sections '),
      wordSelect('sections-use', ['both', 'bow', 'stern'], game.sections, (w) => (game.sections = w)),
      h('label', {}, grape, ' as grape'),
    );
  }
  box.append(h('div', {}, ...parts));
  const fb = f[game.broadside];
  if (fb.barred) box.append(h('div', {}, 'This ship may not fire this turn (10.2.5, 20.3.4.2, 20.3.6.1, 20.5.3).'));
  else if (!fb.options.length)
    box.append(h('div', {}, fb.loaded ? 'No target in the fields of fire and reach.' : 'Not loaded.'));
  else
    box.append(
      h(
        'div',
        {},
        'Click a target in the fields of fire, or: ',
        ...fb.options.map((o) =>
          button(`${name(o.target)} at ${o.range} (${o.ammo})`, () => act.fireAt(o.target), {
            'data-target': o.target,
          }),
        ),
      ),
    );
}

/** The Combat Phase's other orders: hold or discharge, where a raking's gun hits fall (11.4.3.1), mortars (42.0). */
function combatOther({ box, id, act, name }: Panel, opts: StageOptions['combat']): void {
  box.append(
    h(
      'div',
      {},
      button('hold fire', () => act.order(id, 'hold', [game.broadside])),
      button('discharge', () => act.order(id, 'discharge', [game.broadside])),
    ),
  );
  if (opts.raked.length)
    box.append(
      h(
        'div',
        {},
        `Raked by ${opts.raked.map(name).join(', ')} (both broadsides equally near): gun hits off `,
        button('the left', () => act.order(id, 'gunhits', ['L']), { 'data-gunhits': 'L' }),
        button('the right', () => act.order(id, 'gunhits', ['R']), { 'data-gunhits': 'R' }),
        button('the fuller each hit', () => act.order(id, 'gunhits', ['none']), { 'data-gunhits': 'none' }),
        ' (11.4.3.1)',
      ),
    );
  if (opts.mortars.length)
    box.append(
      h(
        'div',
        {},
        'Mortars (42.0): ',
        ...[...new Set(opts.mortars.map((t) => t.id))].map((t) =>
          button(`fire at ${t}`, () => act.order(id, 'mortar', [t]), { 'data-mortar': t }),
        ),
        button('hold the mortars', () => act.order(id, 'mortar', ['none'])),
      ),
    );
}

function reloadOrders({ box, id, act }: Panel, opts: StageOptions['reload']): void {
  if (opts.aground)
    box.append(
      h(
        'div',
        {},
        'Aground: ',
        button(
          'throw a gun square overboard (one a turn; +1 once one of each broadside is gone)',
          () => act.order(id, 'lighten', []),
          { 'data-lighten': '1' },
        ),
        button('keep the guns', () => act.order(id, 'lighten', ['none'])),
      ),
    );
  if (opts.mortars)
    box.append(
      h(
        'div',
        {},
        `Mortars (42.5): ${opts.mortars} `,
        button('load the mortars', () => act.order(id, 'loadmortars', []), { 'data-loadmortars': '1' }),
      ),
    );
  if (!opts.empty.length) box.append(h('div', {}, 'Both broadsides are loaded.'));
  for (const b of opts.empty)
    box.append(
      h(
        'div',
        {},
        `${b === 'L' ? 'left' : 'right'}: `,
        ...opts.ammo.map((a) => button(`load ${a}`, () => act.order(id, 'load', [b, a]), { 'data-load': `${b}-${a}` })),
      ),
    );
  box.append(button('no reloading', () => act.order(id, 'load', ['none'])));
}

/** Draw with the ship's options of the stage `st` is in (a stage and its options go together: `SeatState`). */
function withOptions<O>(st: { options: Partial<Record<string, O>> }, id: string, draw: (opts: O) => void): void {
  const opts = st.options[id];
  if (opts) draw(opts);
}

function stageOrders(p: Panel): void {
  const { st, id } = p;
  switch (st.stage) {
    case 'start':
      return withOptions(st, id, (o) => startOrders(p, o));
    case 'unfouling':
      return unfoulingOrders(p);
    case 'movement':
      return withOptions(st, id, (o) => movementOrders(p, o));
    case 'grappling':
      return withOptions(st, id, (o) => grapplingOrders(p, o));
    case 'boarding':
      return withOptions(st, id, (o) => boardingOrders(p, o));
    case 'combat':
      return withOptions(st, id, (o) => {
        combatFire(p, o);
        combatOther(p, o);
      });
    case 'reload':
      return withOptions(st, id, (o) => reloadOrders(p, o));
    case 'orders':
      return withOptions(st, id, (o) => sprOrders(p, o));
    default:
      return;
  }
}

/** The orders panel of the selected ship, when the seat has something to decide in the stage. */
export function ordersPanel(act: Actions): void {
  const st = seatState();
  const box = $('#orders');
  box.innerHTML = '';
  if (!st.stage || !st.mine) return;
  const id = game.selected;
  const ship = id === null ? undefined : st.ships.find((s) => s.id === id);
  box.append(h('div', {}, h('b', {}, `Turn ${st.turn}: ${st.stageTitle}`)));
  if (id === null || !ship || !st.options[id]) {
    box.append(h('div', {}, 'Select one of your ships (click it).'));
    return;
  }
  box.append(h('div', {}, `Orders for ${ship.name} [${ship.tag}]:`));
  const draft = st.drafts[id];
  if (draft?.text.length) box.append(h('div', { class: 'draft', id: 'draft' }, draft.text.join('; ')));
  const name = (t: string) => st.ships.find((s) => s.id === t)?.name ?? t;
  stageOrders({ box, id, st, act, name });
}
