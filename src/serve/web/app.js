// The page: a new game form, the game (board, orders of the current phase, log) and the replay
// viewer. The server referees: this script draws what it is sent and sends wsim play's order words.
import { Board, centre, DIRS } from './board.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);

/**
 * A call to the server. A refusal (an order the rules refuse, a mistake in the form: 4xx) is an answer like any
 * other: the page asks for it in the body of a 200 (the x-wsim-refusal header), so that the browser does not log
 * an expected answer as a failed request, and gets it back here as `ok: false` with the refusal's status.
 */
async function api(method, path, body) {
  const headers = { 'x-wsim-refusal': 'answer' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = { error: `the server answered ${res.status}` };
  }
  if (res.ok && data?.refused) {
    const { status, ...refusal } = data.refused;
    return { ok: false, status, data: refusal };
  }
  return { ok: res.ok, status: res.status, data };
}

function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// --- new game ----------------------------------------------------------------------------------

async function newGamePage() {
  $('#new').hidden = false;
  const meta = (await api('GET', '/api/meta')).data;
  const scen = $('#scenario');
  for (const s of meta.scenarios) scen.append(h('option', { value: s.id }, `${s.name} (${s.id})`));
  let uploaded = null;
  const sides = () =>
    document.querySelector('input[name=source]:checked').value === 'file' && Array.isArray(uploaded?.sides)
      ? uploaded.sides
          .filter((x) => x && typeof x.id === 'string')
          .map((x) => ({ id: x.id, name: typeof x.name === 'string' ? x.name : x.id }))
      : (meta.scenarios.find((s) => s.id === scen.value)?.sides ?? []);
  const fillSides = () => {
    const sel = $('#side');
    sel.innerHTML = '';
    for (const s of sides()) sel.append(h('option', { value: s.id }, s.name));
  };
  fillSides();
  // one default everywhere: a scenario is played under its own rules (its level and the optional or special rules
  // it turns on, as `wsim play` without --rules) unless other rules are chosen (another system: its counterpart,
  // I-SYS-1); only the chosen system's options are shown
  const showOptions = () => {
    const level = document.querySelector('input[name=level]:checked').value;
    $('#optional-rules').hidden = level === 'springelkamp';
    $('#special-rules').hidden = level !== 'springelkamp';
  };
  const fillLevel = () => {
    const own = meta.scenarios.find((s) => s.id === scen.value)?.rules ?? { level: 'basic', optional: [] };
    document.querySelector(`input[name=level][value=${own.level}]`).checked = true;
    for (const box of document.querySelectorAll('input[name=optional]')) box.checked = own.optional.includes(box.value);
    showOptions();
  };
  scen.addEventListener('change', fillSides);
  scen.addEventListener('change', fillLevel);
  for (const r of document.querySelectorAll('input[name=level]')) r.addEventListener('change', showOptions);
  for (const r of document.querySelectorAll('input[name=source]')) r.addEventListener('change', fillSides);
  $('#scenario-file').addEventListener('change', async (e) => {
    $('#scenario-errors').innerHTML = '';
    const f = e.target.files[0];
    uploaded = null;
    if (!f) return;
    document.querySelector('input[name=source][value=file]').checked = true;
    const text = await f.text();
    try {
      uploaded = JSON.parse(text);
    } catch (err) {
      $('#scenario-errors').append(h('li', {}, `${f.name}: not JSON (${err.message})`));
      uploaded = { invalid: text };
    }
    uploaded.__name = f.name;
    fillSides();
  });
  const opt = $('#optional-rules');
  opt.append('WS&IM optional rules: ');
  // each switch by the rule's name (WS&IM's with its number); the rule and its --rules word on hover
  const ruleBox = (r, numbered) =>
    h(
      'label',
      { title: `${r.rule} — --rules …,${r.name}` },
      h('input', { type: 'checkbox', name: 'optional', value: r.name }),
      numbered ? ` ${r.title} (${r.rule})` : ` ${r.title}`,
    );
  for (const r of meta.optionalRules) opt.append(ruleBox(r, true));
  const special = $('#special-rules');
  special.append("Springelkamp's special rules: ");
  for (const r of meta.specialRules) special.append(ruleBox(r, false));
  fillLevel();
  const opp = $('#opponent');
  // the levels of play first (a captain spec each, with its measured strength), then every captain by name
  for (const l of meta.levels)
    opp.append(
      h(
        'option',
        { value: `captain:${l.name}`, title: `${l.description} (${l.strength})`, 'data-level': l.name },
        `${l.name}: ${l.description} — ${l.strength}`,
      ),
    );
  for (const c of meta.captains)
    opp.append(h('option', { value: `captain:${c.name}`, title: c.description }, `computer captain: ${c.name}`));
  opp.append(h('option', { value: 'human' }, 'another person (join link)'));
  opp.value = 'captain:seasoned';
  const fillOptions = () => {
    const box = $('#captain-options');
    box.innerHTML = '';
    const c = meta.captains.find((x) => `captain:${x.name}` === opp.value);
    if (!c) return;
    box.append(h('div', { class: 'desc' }, c.description));
    for (const o of c.options) {
      box.append(
        h(
          'label',
          { title: o.description },
          `${o.key} `,
          h('input', { 'data-option': o.key, placeholder: String(o.default), size: 12 }),
        ),
      );
    }
  };
  fillOptions();
  // in a game between two people the server draws the seed: nobody chooses the dice
  const seedField = () => {
    const two = opp.value === 'human';
    $('#seed').disabled = two;
    $('#seed').placeholder = two ? 'drawn by the server' : 'random';
  };
  seedField();
  opp.addEventListener('change', () => {
    fillOptions();
    seedField();
  });
  $('#new-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('#new-errors').innerHTML = '';
    $('#scenario-errors').innerHTML = '';
    const fromFile = document.querySelector('input[name=source]:checked').value === 'file';
    const body = {
      rules: {
        level: document.querySelector('input[name=level]:checked').value,
        // the chosen system's switches only (the other system's are hidden)
        optional: [
          ...document.querySelectorAll(
            document.querySelector('input[name=level]:checked').value === 'springelkamp'
              ? '#special-rules input[name=optional]:checked'
              : '#optional-rules input[name=optional]:checked',
          ),
        ].map((x) => x.value),
      },
    };
    if ($('#side').value) body.side = $('#side').value;
    if (fromFile) {
      if (!uploaded) {
        $('#scenario-errors').append(h('li', {}, 'choose a scenario file'));
        return;
      }
      const { __name, ...file } = uploaded;
      body.scenarioFile = 'invalid' in file && Object.keys(file).length === 1 ? file.invalid : file;
      body.scenarioFileName = __name;
    } else body.scenario = scen.value;
    if (opp.value === 'human') body.opponent = { kind: 'human' };
    else {
      const opts = [...document.querySelectorAll('#captain-options input')]
        .filter((i) => i.value.trim())
        .map((i) => `${i.dataset.option}=${i.value.trim()}`);
      body.opponent = {
        kind: 'captain',
        captain: opp.value.slice('captain:'.length) + (opts.length ? `:${opts.join(',')}` : ''),
      };
    }
    if (opp.value !== 'human' && $('#seed').value.trim()) body.seed = $('#seed').value.trim();
    const r = await api('POST', '/api/games', body);
    if (!r.ok) {
      const target = r.status === 422 && fromFile ? $('#scenario-errors') : $('#new-errors');
      for (const line of r.data.errors ?? [r.data.error]) target.append(h('li', {}, line));
      return;
    }
    location.href = `/?game=${r.data.id}&seat=${r.data.seat}`;
  });
}

// --- the game ----------------------------------------------------------------------------------

const game = {
  id: params.get('game'),
  seat: params.get('seat'),
  state: null,
  selected: null,
  plot: '',
  preview: null,
  broadside: 'L',
  aim: 'hull',
  sections: 'both',
  grape: false,
  labels: new Map(),
  hexes: new Map(),
  /** the hex clicked whose ends offer several headings: { hex, ends } */
  headings: null,
  shownEvents: 0,
  busy: Promise.resolve(),
  /** the hexes each moved ship stood on, step by step, by "turn:ship" */
  trails: {},
  /** the ships of each Movement Phase shown moving together (the browser test reads data-move-groups) */
  moveGroups: [],
};

function say(lines, bad = false) {
  const m = $('#message');
  m.textContent = Array.isArray(lines) ? lines.join('\n') : lines;
  m.className = bad ? 'bad' : '';
}

async function order(ship, command, args = []) {
  const r = await api('POST', `/api/games/${game.id}/order`, {
    seat: game.seat,
    ship,
    command,
    args: args.map(String),
  });
  if (!r.ok) {
    say(r.data.error, true);
    return false;
  }
  say(r.data.say);
  await show(r.data.state);
  return true;
}

function label(hex) {
  return game.labels.get(`${hex.q},${hex.r}`) ?? `(${hex.q},${hex.r})`;
}

function shipById(id) {
  return game.state.ships.find((s) => s.id === id);
}

const board = new Board($('#board'));
board.onShipHover = (ship, e) => {
  const tip = $('#tip');
  if (!ship) {
    tip.hidden = true;
    return;
  }
  tip.textContent = ship.log.join('\n');
  tip.hidden = false;
  const r = $('#board-wrap').getBoundingClientRect();
  tip.style.left = `${Math.min(e.clientX - r.left + 14, r.width - 420)}px`;
  tip.style.top = `${e.clientY - r.top + 14}px`;
};
board.onShipClick = (ship) => {
  const st = game.state;
  const opts = st.options[game.selected];
  if (st.stage === 'orders' && opts?.enemies?.includes(ship.id)) return fireAt(ship.id);
  if (st.stage === 'combat' && opts?.fire) {
    const o = opts.fire[game.broadside]?.options.find((x) => x.target === ship.id);
    if (o) return fireAt(ship.id);
  }
  if (st.commandable.includes(ship.id) || ship.mine) select(ship.id);
};
board.onHexClick = () => {};

function select(id) {
  game.selected = id;
  game.plot = '';
  game.preview = null;
  game.headings = null;
  renderGame();
}

async function fireAt(target) {
  const args = [game.broadside, target, game.aim];
  if (game.state.advanced && game.sections !== 'both') args.push(game.sections);
  if (game.state.advanced && game.grape) args.push('grape');
  await order(game.selected, 'fire', args);
}

async function previewPlot() {
  if (!game.plot) {
    game.preview = null;
    renderOverlay();
    return;
  }
  const text = game.plot;
  const r = await api('POST', `/api/games/${game.id}/preview`, { seat: game.seat, ship: game.selected, plot: text });
  if (text !== game.plot) return;
  game.preview = r.ok ? r.data : null;
  if (r.ok && (r.data.error || !r.data.legal)) {
    const p = r.data;
    say(
      p.error ?? `${text}: illegal — ${p.reason}. ${p.note ?? `The part executed would be "${p.executed}" (7.2.7).`}`,
      true,
    );
  } else if (r.ok) say(`${text}: legal, ends at ${label(r.data.path[r.data.path.length - 1].bow)}`);
  renderOverlay();
}

/** The plot as typed, its keys (L, R, digits, or F, P, S), Backspace and "Write plot" (both rule systems). */
function plotKeypad(keys) {
  return h(
    'div',
    {},
    h('span', { class: 'plot', id: 'plot-text' }, game.plot || ' '),
    ' ',
    ...keys.map((k) => button(k, () => typeKey(k), { 'data-key': k })),
    button('⌫', () => typeKey('Backspace')),
    button('Write plot', () => writePlot(), { id: 'write-plot' }),
  );
}

/** The broadside the next fire order is for: a button each, `label(b)` its text. */
function broadsideButtons(label) {
  return ['L', 'R'].map((b) =>
    button(
      label(b),
      () => {
        game.broadside = b;
        renderGame();
      },
      { class: game.broadside === b ? 'on' : '', 'data-broadside': b },
    ),
  );
}

/** The aim of the next fire order: hull or rigging. */
function aimSelect() {
  return h(
    'select',
    { id: 'aim', onchange: (e) => (game.aim = e.target.value) },
    ['hull', 'rigging'].map((a) => h('option', { value: a, selected: game.aim === a }, a)),
  );
}

function typeKey(k) {
  if (k === 'Backspace') game.plot = game.plot.slice(0, -1);
  else if (k === 'Escape') game.plot = '';
  else game.plot += k.toUpperCase();
  if ($('#plot-text')) $('#plot-text').textContent = game.plot || ' ';
  void previewPlot();
}

async function writePlot() {
  if (!game.plot) return;
  if (await order(game.selected, 'plot', [game.plot])) {
    game.plot = '';
    game.preview = null;
    game.headings = null;
    const next = game.state.commandable.find((id) => game.state.drafts[id]?.orders.plot === undefined);
    if (next) select(next);
    else renderGame();
  }
}

document.addEventListener('keydown', (e) => {
  const stage = game.state?.stage;
  if (!game.state || (stage !== 'movement' && stage !== 'orders') || !game.state.mine) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
  const plotKey = stage === 'orders' ? /^[fpsFPS0]$/ : /^[0-9lrbLRB]$/; // Springelkamp's F/P/S; WS&IM's digits, L, R, B
  if (plotKey.test(e.key) || e.key === 'Backspace' || e.key === 'Escape') {
    e.preventDefault();
    typeKey(e.key);
  } else if (e.key === 'Enter') {
    e.preventDefault();
    void writePlot();
  }
});

function button(text, onclick, attrs = {}) {
  return h('button', { type: 'button', onclick, ...attrs }, text);
}

function ordersPanel() {
  const st = game.state;
  const box = $('#orders');
  box.innerHTML = '';
  if (!st.stage || !st.mine) return;
  const id = game.selected;
  const ship = id && shipById(id);
  const opts = id && st.options[id];
  box.append(h('div', {}, h('b', {}, `Turn ${st.turn}: ${st.stageTitle}`)));
  if (!ship || !opts) {
    box.append(h('div', {}, 'Select one of your ships (click it).'));
    return;
  }
  box.append(h('div', {}, `Orders for ${ship.name} [${ship.tag}]:`));
  const draft = st.drafts[id];
  if (draft?.text.length) box.append(h('div', { class: 'draft', id: 'draft' }, draft.text.join('; ')));
  const ammoSelect = (name, list) =>
    h(
      'select',
      { id: name },
      list.map((a) => h('option', { value: a }, a)),
    );
  switch (st.stage) {
    case 'start': {
      box.append(
        h(
          'div',
          {},
          'Initial loads (13.0): left ',
          ammoSelect('load-L', opts.ammo),
          ' right ',
          ammoSelect('load-R', opts.ammo),
          button(
            'Load',
            async () => {
              const left = $('#load-L').value;
              const right = $('#load-R').value;
              if (await order(id, 'load', ['L', left])) await order(id, 'load', ['R', right]);
            },
            { id: 'do-load' },
          ),
        ),
      );
      box.append(
        h(
          'div',
          {},
          'Sails (20.1.5.1): ',
          button('full sails', () => order(id, 'sail', ['full'])),
          button('battle sails', () => order(id, 'sail', ['battle'])),
        ),
      );
      break;
    }
    case 'unfouling':
      box.append(
        button('try to unfoul', () => order(id, 'unfoul', ['yes'])),
        button('stay fouled', () => order(id, 'unfoul', ['no'])),
        button('sacrifice rigging (+1)', () => order(id, 'sacrifice', ['yes'])),
      );
      break;
    case 'movement': {
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
      box.append(plotKeypad(keys));
      if (game.headings) box.append(headingButtons(game.headings));
      if (st.advanced) {
        box.append(
          h(
            'div',
            {},
            'Sails: ',
            button('full', () => order(id, 'sail', ['full'])),
            button('battle', () => order(id, 'sail', ['battle'])),
            button('no change', () => order(id, 'sail', ['none'])),
          ),
        );
        // 20.3 anchoring: only in a scenario that allows it
        if (opts.anchors)
          box.append(
            h(
              'div',
              { id: 'anchor-controls' },
              'Anchor: ',
              ...['A', 'AB', 'AS', 'up', 'cut', 'none'].map((a) => button(a, () => order(id, 'anchor', [a]))),
            ),
          );
        box.append(
          h(
            'div',
            {},
            'Repair: ',
            ...['hull', 'guns', 'rigging', 'none'].map((a) => button(a, () => order(id, 'repair', [a]))),
          ),
        );
      }
      if (opts.command) box.append(h('div', { id: 'command-lag' }, `Command (32.0): ${opts.command}`));
      if (opts.ahead?.length) {
        const input = h('input', { id: 'ahead', size: 20, placeholder: opts.ahead.map(() => 'plot').join(' ') });
        box.append(
          h(
            'div',
            {},
            `Write ahead, turns ${opts.ahead.join(', ')} (32.3): `,
            input,
            button('write ahead', () => order(id, 'ahead', input.value.trim().split(/\s+/).filter(Boolean)), {
              id: 'write-ahead',
            }),
          ),
        );
      }
      if (opts.towable?.length)
        box.append(
          h(
            'div',
            {},
            'Tow (35.0): ',
            ...opts.towable.map((t) => button(`take ${shipById(t).name} in tow`, () => order(id, 'tow', [t]))),
            button('no tow', () => order(id, 'tow', ['none'])),
          ),
        );
      break;
    }
    case 'grappling':
      for (const t of opts.adjacent)
        box.append(
          h(
            'div',
            {},
            button(`grapple ${shipById(t).name}`, () => order(id, 'grapple', [t])),
          ),
        );
      for (const t of opts.grappledWith)
        box.append(
          h(
            'div',
            {},
            button(`cast off ${shipById(t).name}`, () => order(id, 'ungrapple', [t])),
          ),
        );
      if (opts.towPartner)
        box.append(
          h(
            'div',
            {},
            button(`cast off the tow with ${shipById(opts.towPartner).name}`, () =>
              order(id, 'castoff', [opts.towPartner]),
            ),
          ),
        );
      box.append(button('no grappling', () => order(id, 'grapple', ['none'])));
      break;
    case 'boarding': {
      const n = h('input', { type: 'number', min: 1, max: opts.sections, value: 1, id: 'sections', size: 3 });
      box.append(h('div', {}, `Crew sections (${opts.sections} free): `, n));
      for (const t of opts.linked)
        box.append(button(`board ${shipById(t).name}`, () => order(id, 'board', [t, n.value])));
      box.append(
        button('defend', () => order(id, 'defend', [n.value])),
        button('defend, counter-board', () => order(id, 'defend', [n.value, 'counter'])),
      );
      for (const t of opts.friends)
        box.append(button(`transfer to ${shipById(t).name}`, () => order(id, 'transfer', [t, n.value])));
      if (opts.inMelee) box.append(button('offer to disengage', () => order(id, 'disengage', [])));
      box.append(button('no boarding parties', () => order(id, 'board', ['none'])));
      break;
    }
    case 'combat': {
      const f = opts.fire;
      box.append(
        h(
          'div',
          {},
          'Broadside: ',
          ...broadsideButtons(
            (b) => `${b === 'L' ? 'left' : 'right'}${f[b].loaded ? ` (${f[b].loaded})` : ' (empty)'}`,
          ),
        ),
      );
      const parts = [h('span', {}, 'aim '), aimSelect()];
      if (st.advanced) {
        parts.push(
          h('span', {}, ' sections '),
          h(
            'select',
            { id: 'sections-use', onchange: (e) => (game.sections = e.target.value) },
            ['both', 'bow', 'stern'].map((a) => h('option', { value: a, selected: game.sections === a }, a)),
          ),
        );
        parts.push(
          h(
            'label',
            {},
            h('input', { type: 'checkbox', checked: game.grape, onchange: (e) => (game.grape = e.target.checked) }),
            ' as grape',
          ),
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
              button(`${shipById(o.target).name} at ${o.range} (${o.ammo})`, () => fireAt(o.target), {
                'data-target': o.target,
              }),
            ),
          ),
        );
      box.append(
        h(
          'div',
          {},
          button('hold fire', () => order(id, 'hold', [game.broadside])),
          button('discharge', () => order(id, 'discharge', [game.broadside])),
        ),
      );
      if (opts.raked?.length)
        box.append(
          h(
            'div',
            {},
            `Raked by ${opts.raked.map((t) => shipById(t).name).join(', ')} (both broadsides equally near): gun hits off `,
            button('the left', () => order(id, 'gunhits', ['L']), { 'data-gunhits': 'L' }),
            button('the right', () => order(id, 'gunhits', ['R']), { 'data-gunhits': 'R' }),
            button('the fuller each hit', () => order(id, 'gunhits', ['none']), { 'data-gunhits': 'none' }),
            ' (11.4.3.1)',
          ),
        );
      if (opts.mortars?.length)
        box.append(
          h(
            'div',
            {},
            'Mortars (42.0): ',
            ...[...new Set(opts.mortars.map((t) => t.id))].map((t) =>
              button(`fire at ${t}`, () => order(id, 'mortar', [t]), { 'data-mortar': t }),
            ),
            button('hold the mortars', () => order(id, 'mortar', ['none'])),
          ),
        );
      break;
    }
    case 'reload':
      if (opts.aground)
        box.append(
          h(
            'div',
            {},
            'Aground: ',
            button(
              'throw a gun square overboard (one a turn; +1 once one of each broadside is gone)',
              () => order(id, 'lighten', []),
              {
                'data-lighten': '1',
              },
            ),
            button('keep the guns', () => order(id, 'lighten', ['none'])),
          ),
        );
      if (opts.mortars)
        box.append(
          h(
            'div',
            {},
            `Mortars (42.5): ${opts.mortars} `,
            button('load the mortars', () => order(id, 'loadmortars', []), { 'data-loadmortars': '1' }),
          ),
        );
      if (!opts.empty.length) box.append(h('div', {}, 'Both broadsides are loaded.'));
      for (const b of opts.empty) {
        box.append(
          h(
            'div',
            {},
            `${b === 'L' ? 'left' : 'right'}: `,
            ...opts.ammo.map((a) => button(`load ${a}`, () => order(id, 'load', [b, a]), { 'data-load': `${b}-${a}` })),
          ),
        );
      }
      box.append(button('no reloading', () => order(id, 'load', ['none'])));
      break;
    case 'orders':
      springelkampOrders(box, id, opts);
      break;
    default:
      break;
  }
}

/** Springelkamp's Plotting Phase: the course, the sail for next turn, fire after the movement, boarding. */
function springelkampOrders(box, id, opts) {
  box.append(
    h('div', {}, 'Type the course (F, P, S; 0 no movement; Backspace, Esc) or click a green end; Enter writes it.'),
    plotKeypad(['F', 'P', 'S', '0']),
  );
  const sailNames = { FS: 'full', ES: 'easy', SS: 'storm', NS: 'no' };
  box.append(
    h(
      'div',
      {},
      `Sail for next turn (now ${sailNames[opts.sail]}): `,
      ...opts.sails.map((s) =>
        button(sailNames[s], () => order(id, 'sail', [s === opts.sail ? 'keep' : sailNames[s]]), { 'data-sail': s }),
      ),
    ),
  );
  box.append(
    h(
      'div',
      {},
      'Fire after the movement: ',
      ...broadsideButtons((b) => (b === 'L' ? 'left' : 'right')),
      ' aim ',
      aimSelect(),
    ),
  );
  const fb = opts.fire[game.broadside];
  box.append(
    h(
      'div',
      {},
      button('at the closest', () => order(id, 'fire', [game.broadside, 'closest', game.aim]), {
        'data-target': 'closest',
      }),
      ...opts.enemies.map((t) => {
        const now = fb.targets.find((x) => x.target === t);
        return button(`${shipById(t).name}${now ? ` (now at ${now.range})` : ''}`, () => fireAt(t), {
          'data-target': t,
        });
      }),
      button('hold fire', () => order(id, 'hold', [game.broadside])),
    ),
  );
  // Collisions: "You may add _or_ subtract the crew quality to the roll" (add: take the contested hex)
  box.append(
    h(
      'div',
      {},
      'In a collision die-off: ',
      button('add the crew quality (take the hex)', () => order(id, 'collision', ['add']), { 'data-collision': 'add' }),
      button('subtract it (keep out)', () => order(id, 'collision', ['subtract']), { 'data-collision': 'subtract' }),
    ),
  );
  // Drifting: before the wind she turns to one side or the other — her owner's choice if her crew passes its
  // roll, the enemy's otherwise (written in advance, like every order of the Plotting Phase)
  box.append(
    h(
      'div',
      {},
      'Drifting before the wind, your turn: ',
      button('port', () => order(id, 'drift', ['P']), { 'data-drift': 'P' }),
      button('starboard', () => order(id, 'drift', ['S']), { 'data-drift': 'S' }),
    ),
    h(
      'div',
      {},
      'An enemy drifting before the wind whose crew fails: ',
      ...opts.enemies.flatMap((t) => [
        `${shipById(t).tag} `,
        button('port', () => order(id, 'enemydrift', [t, 'P']), { 'data-enemy-drift': `${t}-P` }),
        button('starboard', () => order(id, 'enemydrift', [t, 'S']), { 'data-enemy-drift': `${t}-S` }),
        ' ',
      ]),
    ),
  );
  if (opts.boarding) {
    box.append(
      h(
        'div',
        {},
        'Boarding: ',
        button(opts.party ? 'dissolve the party' : 'form a boarding party', () =>
          order(id, 'party', [opts.party ? 'dissolve' : 'form']),
        ),
        ...opts.enemies.map((t) => button(`grapple ${shipById(t).name}`, () => order(id, 'grapple', [t]))),
        ...opts.enemies.map((t) => button(`board ${shipById(t).name}`, () => order(id, 'board', [t]))),
        button('cast off', () => order(id, 'ungrapple', ['yes'])),
        ...(opts.inMelee ? [button('break off', () => order(id, 'breakoff', []))] : []),
        ...opts.prizes.map((t) => button(`prize crew to ${shipById(t).name}`, () => order(id, 'prize', [t]))),
      ),
    );
  }
}

function renderOverlay() {
  const st = game.state;
  board.clearOverlay();
  if (!st.stage || !st.mine) return;
  const opts = st.options[game.selected];
  const ship = game.selected && shipById(game.selected);
  if (!opts || !ship) return;
  if (st.stage === 'movement' || st.stage === 'orders') {
    const under = new Set(
      st.ships
        .filter((x) => x.onBoard)
        .flatMap((x) => [x.bow, x.stern])
        .map((x) => `${x.q},${x.r}`),
    );
    for (const [k, ends] of endsByHex(opts.ends)) {
      const first = ends[0];
      const p = board.endMarker(first.bow, under.has(k), {
        'data-plot': first.plot,
        'data-hex': label(first.bow),
        'data-headings': ends.map((e) => e.heading + 1).join(' '),
      });
      p.addEventListener('click', (ev) => {
        ev.stopPropagation();
        // one heading: her plot; several: the headings she may end with here, to choose from
        if (ends.length === 1) return takePlot(first.plot);
        game.headings = { hex: first.bow, ends };
        game.plot = '';
        game.preview = null;
        renderGame();
      });
    }
    if (game.headings)
      board.headingArrows(
        game.headings.hex,
        game.headings.ends.map((e) => ({ heading: e.heading, plot: e.plot })),
        (c) => takePlot(c.plot),
      );
    if (game.preview?.path?.length) {
      const p = game.preview;
      board
        .pathLine(
          p.path.map((x) => x.bow),
          p.legal ? 'path' : 'path bad',
        )
        .setAttribute('id', 'plot-path');
      board.ghost(ship, p.path[p.path.length - 1]);
    }
  }
  if (st.stage === 'orders')
    for (const o of opts.fire[game.broadside].targets) board.counters.get(o.target)?.classList.add('target');
  if (st.stage === 'combat') {
    const fb = opts.fire[game.broadside];
    for (const [q, r, f] of fb.fields) board.hexFill({ q, r }, `field f${f}`);
    for (const o of fb.options) board.counters.get(o.target)?.classList.add('target');
  }
}

/** The legal ends by hex: for each hex the first plot ending there with each heading (a hex may offer several). */
function endsByHex(ends) {
  const out = new Map();
  for (const e of ends) {
    const k = `${e.bow.q},${e.bow.r}`;
    const list = out.get(k) ?? [];
    if (!list.some((x) => x.heading === e.heading)) list.push(e);
    out.set(k, list);
  }
  return out;
}

/** Take a plot from the board (a green end, or one of a hex's headings): typed for her, previewed. */
function takePlot(plot) {
  game.headings = null;
  game.plot = plot;
  renderGame();
  if ($('#plot-text')) $('#plot-text').textContent = game.plot || ' ';
  void previewPlot();
}

/** The headings offered in the hex clicked, as buttons beside the board's arrows. */
function headingButtons(choice) {
  return h(
    'div',
    { id: 'heading-choices' },
    `End in ${label(choice.hex)} heading: `,
    ...choice.ends.map((e) =>
      button(`${DIRS[e.heading]} (${e.heading + 1}): ${e.plot || '0'}`, () => takePlot(e.plot), {
        'data-plot': e.plot,
        'data-heading': e.heading + 1,
      }),
    ),
  );
}

function renderGame() {
  const st = game.state;
  document.body.dataset.stage = st.stage ?? 'over';
  document.body.dataset.mine = st.mine ? '1' : '0';
  document.body.dataset.turn = String(st.turn);
  const sideName = (id) => st.sides.find((s) => s.id === id)?.name ?? id;
  const opp = st.opponents[0];
  // a level of play is named with its measured strength (its captain spec on hover)
  const oppText =
    opp.kind === 'captain'
      ? `${opp.level ? `the ${opp.level.name} captain (${opp.level.strength})` : `the ${opp.captain} captain`}${opp.thinking ? ' (thinking…)' : ''}`
      : `a person${opp.joined ? '' : ' (not joined yet)'}`;
  const waiting = st.waitingFor.filter((s) => s !== st.side);
  $('#status').title =
    (opp.title ? `Against ${opp.title}. ` : '') +
    (st.seedMade === 'drawn'
      ? 'The seed: drawn by the server, known to neither player'
      : st.seedMade === 'chosen'
        ? "The seed: chosen by the game's creator"
        : '');
  $('#status').textContent =
    `${st.scenario.name} — ${st.rules.text}. You: ${sideName(st.side)}, against ${oppText}. Turn ${st.turn}${st.turnLimit ? ` of ${st.turnLimit}` : ''}.` +
    (st.stage ? ` Phase: ${st.stageTitle}.` : '') +
    (st.ready && waiting.length ? ` Waiting for ${waiting.map(sideName).join(', ')}.` : '');
  // the join link, until the other person has used it (it admits one person)
  const join = $('#join');
  if (st.join) {
    join.hidden = false;
    const link = `${location.origin}/?game=${st.id}&join=${st.join.invite}`;
    join.innerHTML = '';
    join.append(
      `Join link for ${sideName(st.join.side)} (it admits one person): `,
      h('a', { href: link, id: 'join-link' }, link),
    );
  } else join.hidden = true;
  const own = st.ships.filter((s) => s.mine);
  if (!game.selected || !own.some((s) => s.id === game.selected))
    game.selected = st.commandable[0] ?? own[0]?.id ?? null;
  const list = $('#ships');
  list.innerHTML = '';
  for (const s of st.ships) {
    const draft = st.drafts[s.id];
    list.append(
      h(
        'div',
        {
          class: `ship${s.id === game.selected ? ' selected' : ''}`,
          'data-ship': s.id,
          onclick: () => (s.mine ? select(s.id) : null),
        },
        swatch(board, s),
        `${s.tag} ${s.name}${s.mine ? '' : ' (enemy)'} — ${s.status.join('; ') || 'battle sails'}${draft ? ` · ${draft.text.join('; ')}` : ''}`,
      ),
    );
  }
  board.drawShips(st.ships, game.selected, label);
  ordersPanel();
  renderOverlay();
  const ready = $('#ready');
  ready.hidden = !(st.stage && st.mine);
  const over = $('#over');
  if (st.over) {
    over.hidden = false;
    const w =
      st.over.winner === 'draw'
        ? 'A draw'
        : st.over.winner === st.side
          ? 'You win'
          : `${sideName(st.over.winner)} wins`;
    over.innerHTML = '';
    over.append(
      `GAME OVER after turn ${st.over.turn}: ${w}. ${st.over.reason} `,
      h(
        'a',
        {
          href: `/api/games/${st.id}/record?seat=${game.seat}`,
          download: `wsim-${st.id}.record.json`,
          id: 'record-link',
        },
        'download the game record',
      ),
    );
  } else over.hidden = true;
  renderWhy(st);
  if (st.error) say(st.error, true);
}

/** The captain's reasons for its last finished turn, and the debrief once the game is over (src/play/why.ts). */
function renderWhy(st) {
  const why = st.opponents.find((o) => o.why)?.why;
  const box = $('#why');
  box.hidden = !why;
  if (!why) return;
  const text = $('#why-text');
  text.innerHTML = '';
  if (!why.explains) {
    $('#why-title').textContent = "The captain's reasons";
    text.append('This captain does not explain itself.');
    return;
  }
  $('#why-title').textContent = why.turn ? `The captain's reasons (turn ${why.turn})` : "The captain's reasons";
  text.dataset.turn = why.turn ?? '';
  text.append(why.lines.length ? why.lines.join('\n') : 'It explains a turn once the turn is over.');
  if (why.debrief.length) text.append(h('div', { id: 'debrief' }, why.debrief.join('\n')));
}

/** The pennant of the side commanding the ship, as the board draws it at her stern. */
function swatch(b, ship) {
  return h('span', { class: `swatch side-${b.sideIndex(ship)}` });
}

function renderLog(fromTurn) {
  const log = $('#log');
  log.innerHTML = '';
  game.state.events.forEach((t, i) => {
    if (!t.lines.length) return;
    log.append(h('div', { class: 'turn' }, `Turn ${i + 1}`));
    for (const l of t.lines) log.append(h('div', { class: `line${i + 1 >= fromTurn ? ' new' : ''}` }, l));
  });
  log.scrollTop = log.scrollHeight;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The newly resolved events shown on the board, one after the other: each ship's move, each broadside with its dice and hits, and every other event (hits, criticals, melee rounds…) as a caption over the board. */
/**
 * The ships' moves of one Movement Phase together (7.1: movement is simultaneous), hex by hex along the paths the
 * server traced with the engine (the executed steps: a turn swings a counter in its hex, a step forward slides it
 * to the next hex): step k of every ship at once. Each position a ship stood on is noted in `data-trails` of the
 * page, by turn and ship (the browser test reads it).
 */
async function moveTogether(ships, moves) {
  const runs = moves.map((e) => {
    const s = ships.find((x) => x.id === e.ship);
    const final = game.state.ships.find((x) => x.id === e.ship);
    const end = { bow: game.hexes.get(e.to), stern: final?.stern ?? s.stern, heading: final?.heading ?? s.heading };
    const path = e.path?.length ? e.path : [{ bow: s.bow, stern: s.stern, heading: s.heading }, end];
    return { e, s, end, path, trail: [{ hex: label(path[0].bow), heading: path[0].heading }] };
  });
  const steps = Math.max(...runs.map((r) => r.path.length));
  for (let k = 1; k < steps; k++) {
    const live = runs.filter((r) => k < r.path.length);
    const slides = live
      .map((r) => ({ r, from: centre(r.path[k - 1].bow), to: centre(r.path[k].bow) }))
      .filter(({ from, to }) => from.x !== to.x || from.y !== to.y);
    for (let i = 1; i <= 4 && slides.length; i++) {
      for (const { r, from, to } of slides)
        board.counters
          .get(r.e.ship)
          ?.setAttribute('transform', `translate(${((to.x - from.x) * i) / 4},${((to.y - from.y) * i) / 4})`);
      await sleep(30);
    }
    for (const r of live) {
      Object.assign(r.s, { bow: r.path[k].bow, stern: r.path[k].stern, heading: r.path[k].heading });
      r.trail.push({ hex: label(r.path[k].bow), heading: r.path[k].heading });
    }
    board.drawShips(ships, game.selected, label);
    await sleep(slides.length ? 40 : 140);
  }
  for (const r of runs) {
    Object.assign(r.s, r.end);
    game.trails[`${r.e.turn}:${r.e.ship}`] = { steps: r.e.steps, drifted: r.e.drifted, to: r.e.to, trail: r.trail };
  }
  board.drawShips(ships, game.selected, label);
  document.body.dataset.trails = JSON.stringify(game.trails);
  game.moveGroups.push({ turn: moves[0].turn, ships: runs.map((r) => r.e.ship) });
  document.body.dataset.moveGroups = JSON.stringify(game.moveGroups);
}

async function animate(prevShips, events, lines) {
  const pos = new Map(prevShips.map((s) => [s.id, s]));
  const ships = prevShips.map((s) => ({ ...s }));
  const caption = $('#caption');
  caption.hidden = false;
  board.clearOverlay(); // the stage just decided: its legal ends and fields of fire are gone
  const moving = (e) => e?.type === 'moved' && pos.has(e.ship) && game.hexes.has(e.to);
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    caption.textContent = lines[k] ?? '';
    if (moving(e)) {
      // the phase's moves, one after the other in the events, are shown together
      let j = k + 1;
      while (j < events.length && moving(events[j])) j++;
      caption.textContent = lines.slice(k, j).join(' · ');
      await moveTogether(ships, events.slice(k, j));
      k = j - 1;
    } else if (e.type === 'broadside' && e.target) {
      const a = ships.find((x) => x.id === e.ship);
      const b = ships.find((x) => x.id === e.target);
      if (a && b) {
        const hits =
          Object.entries(e.hits ?? {})
            .filter(([, v]) => v)
            .map(([k2, v]) => `${v} ${k2}`)
            .join(', ') || 'no hits';
        board.shot(a, b, `dice ${e.rolls.map((r) => r.die).join(' ')}: ${hits}`);
        await sleep(450);
        board.clearOverlay();
      }
    } else if (e.type !== 'turnStart')
      await sleep(
        [
          'damage',
          'critical',
          'meleeRound',
          'meleeStart',
          'meleeEnd',
          'surrender',
          'capture',
          'fouling',
          'grappleAttempt',
          'collision',
          'windChange',
        ].includes(e.type)
          ? 300
          : 60,
      );
  }
  caption.hidden = true;
}

/** Show a state from the server; states are shown one after the other (an animation finishes first). */
function show(st) {
  game.busy = game.busy.then(
    () => showNow(st),
    () => showNow(st),
  );
  return game.busy;
}

async function showNow(st) {
  const prev = game.state;
  if (prev && st.revision < prev.revision) return;
  if (prev && (prev.turn !== st.turn || prev.stage !== st.stage)) {
    game.headings = null;
    if (!$('#message').classList.contains('bad')) say('');
  }
  game.state = st;
  if (!prev) {
    game.labels = new Map(st.map.hexes.map(([q, r, l]) => [`${q},${r}`, l]));
    game.hexes = new Map(st.map.hexes.map(([q, r, l]) => [l, { q, r }]));
    board.sides = [];
    board.drawMap(st.map);
    board.fit(st.ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern]));
  }
  board.setWind(st.wind);
  const flat = st.events.flatMap((t) => t.events);
  const flatLines = st.events.flatMap((t) => t.lines);
  const fresh = prev ? flat.slice(game.shownEvents) : [];
  const freshLines = prev ? flatLines.slice(game.shownEvents) : [];
  game.shownEvents = flat.length;
  if (fresh.length && prev) {
    document.body.dataset.busy = '1';
    const fromTurn = prev.events.length;
    renderLog(fromTurn);
    await animate(prev.ships, fresh, freshLines);
    delete document.body.dataset.busy;
  } else renderLog(Infinity);
  document.body.dataset.revision = String(st.revision);
  renderGame();
  keepShipsInView();
}

/** Refit the board when a ship on it has sailed out of the view. */
function keepShipsInView() {
  board.keepInView(game.state.ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern]));
}

async function gamePage() {
  $('#game').hidden = false;
  let inflight = false;
  const poll = async () => {
    if (inflight) return;
    inflight = true;
    try {
      const since = game.state ? `&since=${game.state.revision}` : '';
      const r = await api('GET', `/api/games/${game.id}?seat=${encodeURIComponent(game.seat)}${since}`);
      if (!r.ok) {
        say(r.data.error, true);
        return;
      }
      if (!r.data.unchanged) await show(r.data);
    } finally {
      inflight = false;
    }
  };
  await poll();
  setInterval(poll, 400);
  $('#ready').addEventListener('click', async () => {
    say('Orders submitted.');
    const r = await api('POST', `/api/games/${game.id}/ready`, { seat: game.seat });
    if (!r.ok) return say(r.data.error, true);
    await show(r.data.state);
  });
  $('#zoom-in').addEventListener('click', () => board.zoom(1 / 1.3));
  $('#zoom-out').addEventListener('click', () => board.zoom(1.3));
  $('#zoom-fit').addEventListener('click', () =>
    board.fit(game.state.ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern])),
  );
}

// --- replay ------------------------------------------------------------------------------------

async function replayPage() {
  $('#replay').hidden = false;
  const rb = new Board($('#replay-board'));
  rb.onShipHover = (ship, e) => {
    const tip = $('#r-tip');
    if (!ship) {
      tip.hidden = true;
      return;
    }
    tip.textContent = ship.log.join('\n');
    tip.hidden = false;
    const r = $('#replay-board-wrap').getBoundingClientRect();
    tip.style.left = `${Math.min(e.clientX - r.left + 14, r.width - 420)}px`;
    tip.style.top = `${e.clientY - r.top + 14}px`;
  };
  let data = null;
  let i = 0;
  let timer = null;
  const render = () => {
    const f = data.frames[i];
    document.body.dataset.frame = String(i);
    document.body.dataset.frames = String(data.frames.length);
    rb.setWind(f.wind);
    rb.drawShips(f.ships, null);
    rb.keepInView(f.ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern]));
    rb.clearOverlay();
    for (const e of f.events) {
      if (e.type !== 'broadside' || !e.target) continue;
      const a = f.ships.find((s) => s.id === e.ship);
      const b = f.ships.find((s) => s.id === e.target);
      if (a && b) rb.shot(a, b, e.rolls.map((r) => r.die).join(' '));
    }
    $('#r-where').textContent =
      f.turn === 0 ? 'set-up' : `turn ${f.turn}, ${f.stage} (${i} of ${data.frames.length - 1})`;
    $('#r-sides').replaceChildren(
      'Sides: ',
      ...rb.sides.map((id) => h('span', { class: 'legend' }, swatch(rb, { side: id, controller: id }), `${id}  `)),
    );
    $('#r-log').textContent = f.lines.join('\n');
    const o = data.orders[f.turn - 1];
    $('#r-orders').textContent = o
      ? Object.entries(o)
          .map(
            ([side, ships]) =>
              `${side}:\n${Object.entries(ships)
                .map(([id, t]) => `  ${id}: ${t.join('; ') || '(nothing)'}`)
                .join('\n')}`,
          )
          .join('\n')
      : '';
    $('#r-result').textContent = i === data.frames.length - 1 ? data.result : '';
  };
  const go = (k) => {
    i = Math.max(0, Math.min(data.frames.length - 1, k));
    render();
  };
  const turnStart = (dir) => {
    const t = data.frames[i].turn + dir;
    const k = data.frames.findIndex((f) => f.turn === t);
    go(k < 0 ? (dir > 0 ? data.frames.length - 1 : 0) : k);
  };
  $('#r-first').addEventListener('click', () => go(0));
  $('#r-last').addEventListener('click', () => go(data.frames.length - 1));
  $('#r-prev').addEventListener('click', () => go(i - 1));
  $('#r-next').addEventListener('click', () => go(i + 1));
  $('#r-prev-turn').addEventListener('click', () => turnStart(-1));
  $('#r-next-turn').addEventListener('click', () => turnStart(1));
  $('#r-play').addEventListener('click', () => {
    if (timer) {
      clearInterval(timer);
      timer = null;
      return;
    }
    timer = setInterval(() => (i < data.frames.length - 1 ? go(i + 1) : (clearInterval(timer), (timer = null))), 700);
  });
  document.addEventListener('keydown', (e) => {
    if (!data) return;
    if (e.key === 'ArrowRight') go(i + 1);
    if (e.key === 'ArrowLeft') go(i - 1);
  });
  const open = (r) => {
    if (!r.ok) {
      for (const line of r.data.errors ?? [r.data.error]) $('#replay-errors').append(h('li', {}, line));
      return;
    }
    data = r.data;
    $('#replay-view').hidden = false;
    rb.sides = []; // another game: its own sides' pennants
    rb.drawMap(data.map);
    rb.fit(
      data.frames[0].ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern]),
      6,
    );
    go(0);
  };
  /** A lab game played again on the server; `seed`: the seed its results row says the run used (--seed changes it). */
  const openLab = async (experiment, gameId, seed) => {
    $('#replay-errors').innerHTML = '';
    $('#r-where').textContent = 'playing the game again…';
    const query = `experiment=${encodeURIComponent(experiment)}&game=${encodeURIComponent(gameId)}`;
    open(await api('GET', `/api/lab-game?${query}${seed ? `&seed=${encodeURIComponent(seed)}` : ''}`));
  };
  // a lab results file: rows picked by number or by filter words (all must appear among the row's words)
  let rows = [];
  const words = (row) => {
    const f = row.factors ?? {};
    const result = (side) => (row.winner === 'draw' ? 'drew' : row.winner === side ? 'won' : 'lost');
    return [
      row.gameId,
      `winner=${row.winner}`,
      `turns=${row.turns}`,
      row.reason ?? '',
      ...Object.entries(f).map(([k, v]) => `${k}=${v}`),
      ...Object.entries(row.captains ?? {}).map(([k, v]) => `${k}=${v}`),
      f.sideA ? `A:${result(f.sideA)}` : '',
      f.sideB ? `B:${result(f.sideB)}` : '',
    ]
      .join(' ')
      .toLowerCase();
  };
  const listRows = () => {
    const terms = $('#results-filter').value.toLowerCase().split(/\s+/).filter(Boolean);
    const hits = rows.map((r, i) => ({ r, i })).filter(({ r }) => terms.every((t) => words(r).includes(t)));
    $('#results-count').textContent = `${hits.length} of ${rows.length} games match`;
    const table = $('#results-rows');
    table.innerHTML = '';
    table.append(h('tr', {}, ...['row', 'game', 'winner', 'turns', 'how', ''].map((x) => h('th', {}, x))));
    for (const { r, i } of hits.slice(0, 40)) {
      table.append(
        h(
          'tr',
          {},
          h('td', {}, String(i + 1)),
          h('td', {}, r.gameId),
          h('td', {}, r.winner),
          h('td', {}, String(r.turns)),
          h('td', {}, r.reason ?? ''),
          h(
            'td',
            {},
            button('watch', () => openLab($('#experiment-path').value.trim(), r.gameId, r.seed), { 'data-row': i + 1 }),
          ),
        ),
      );
    }
  };
  $('#results-filter').addEventListener('input', listRows);
  $('#results-file').addEventListener('change', async (e) => {
    $('#replay-errors').innerHTML = '';
    const f = e.target.files[0];
    if (!f) return;
    rows = [];
    for (const [n, line] of (await f.text()).split('\n').entries()) {
      if (!line.trim()) continue;
      try {
        const row = JSON.parse(line);
        if (row.kind === 'game') rows.push(row);
      } catch {
        $('#replay-errors').append(h('li', {}, `${f.name}: line ${n + 1} is not JSON (skipped)`));
      }
    }
    if (rows.length && !$('#experiment-path').value)
      $('#experiment-path').value = `experiments/${rows[0].experiment}.json`;
    listRows();
  });
  $('#results-go').addEventListener('click', () => {
    const r = rows[Number($('#results-row').value) - 1];
    if (!r) return $('#replay-errors').append(h('li', {}, `row: expected a number from 1 to ${rows.length}`));
    void openLab($('#experiment-path').value.trim(), r.gameId, r.seed);
  });
  if (params.get('experiment') && params.get('game')) {
    $('#experiment-path').value = params.get('experiment');
    void openLab(params.get('experiment'), params.get('game'), params.get('seed'));
  }
  $('#record-file').addEventListener('change', async (e) => {
    $('#replay-errors').innerHTML = '';
    const f = e.target.files[0];
    if (!f) return;
    let record;
    try {
      record = JSON.parse(await f.text());
    } catch (err) {
      $('#replay-errors').append(h('li', {}, `${f.name}: not JSON (${err.message})`));
      return;
    }
    open(await api('POST', '/api/replay', { record, name: f.name }));
  });
}

/** A join link opened: the link's secret is spent for this page's own seat token, which replaces it in the address. */
async function joinPage() {
  const r = await api('POST', `/api/games/${game.id}/join`, { invite: params.get('join') });
  if (!r.ok) {
    $('#game').hidden = false;
    say(r.data.error, true);
    return;
  }
  game.seat = r.data.seat;
  window.history.replaceState(null, '', `/?game=${encodeURIComponent(game.id)}&seat=${encodeURIComponent(game.seat)}`);
  await gamePage();
}

if (game.id && game.seat) void gamePage();
else if (game.id && params.has('join')) void joinPage();
else if (params.has('replay')) void replayPage();
else void newGamePage();
