/**
 * WS&IM's order commands of each stage: what the player types, checked as typed against the rules and
 * the player's view, turned into the engine's ShipOrders. A command either returns the ship's new
 * orders for the stage with a confirmation, or explains why it cannot be given.
 */
import { checkPlot, hexLabel, type Broadside } from '../../index.js';
import {
  broadsideReady,
  checkAnchor,
  checkBoarding,
  checkLoad,
  checkRepair,
  checkSail,
  HULL_AIM_MAX_RANGE,
  basicRake,
  canonicalPlot,
  lineRake,
  parsePlot,
  traceSteps,
  attitude,
  type Ammo,
  type BoardingParty,
  type FireOrder,
  type LoadOrder,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  checkFire,
  fireOptions,
  towObstacle,
  towOf,
  type FireOption,
  type SectionUse,
} from '../../api/wsim.js';
import { ahead, hoistFlag } from './commandLag.js';
import { parseBroadsides, without, yesNo } from '../words.js';
import { optionalRule } from './words.js';
import { headingText } from '../glyphs.js';
import { gunHits } from './gunHits.js';
import { loadMortarsCommand, mortar } from './mortars.js';
import { adjacentShips, barred } from './stages.js';
import { holdCommand, plotCommand } from '../orders.js';
import type { WsimCommand, WsimContext, WsimResult } from './types.js';

/** The Advanced Game's orders (17.0–27.0). */
const advancedGame = (view: PlayerView) => view.static.rules.level === 'advanced';

const fail = (error: string): WsimResult => ({ ok: false, error });
const done = (orders: ShipOrders, ...say: string[]): WsimResult => ({ ok: true, orders, say });
const SIDE = { L: 'left', R: 'right' } as const;

function advanced(c: WsimContext): boolean {
  return c.view.static.rules.level === 'advanced';
}

const AMMO_ALIASES: Record<string, Ammo> = {
  r: 'round',
  round: 'round',
  roundshot: 'round',
  c: 'chain',
  chain: 'chain',
  chainshot: 'chain',
  d: 'double',
  double: 'double',
  doubleshot: 'double',
  g: 'grape',
  grape: 'grape',
  grapeshot: 'grape',
};

function parseAmmo(word: string | undefined): Ammo | null {
  return word ? (AMMO_ALIASES[word.toLowerCase()] ?? null) : null;
}

export { parseBroadsides };

/** The Reload Phase's own check of an ammunition (13.3, 24.2.2.4), from the player's view. */
function ammoCheck(c: WsimContext, ammo: Ammo): string | null {
  return checkLoad(c.view, c.ship.id, ammo).reason ?? null;
}

// --- start of the game -----------------------------------------------------------------------

const initialLoad: WsimCommand = {
  names: ['load'],
  stage: 'start',
  usage: 'load <L|R|both> <round|chain|double|grape>',
  help: 'choose the ammunition loaded before the battle (Advanced, 13.0, 24.2)',
  run(args, c) {
    const sides = parseBroadsides(args[0]);
    const ammo = parseAmmo(args[1]);
    if (!sides || !ammo) return fail(`usage: ${this.usage}`);
    const why = ammoCheck(c, ammo);
    if (why) return fail(why);
    const loads = { ...c.current.initialLoads };
    for (const b of sides) loads[b] = ammo;
    return done(
      { ...c.current, initialLoads: loads },
      `${c.names.tag(c.ship.id)}: ${sides.map((b) => SIDE[b]).join(' and ')} loaded with ${ammo}shot`,
    );
  },
};

const initialSail: WsimCommand = {
  names: ['sail'],
  stage: 'start',
  usage: 'sail <full|battle>',
  help: 'start at full or battle sails (20.1.5.1)',
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (!['full', 'fs', 'battle', 'bs'].includes(w)) return fail(`usage: ${this.usage}`);
    const fs = w === 'full' || w === 'fs';
    return done(
      { ...c.current, initialSail: fs ? 'FS' : 'BS' },
      `${c.names.tag(c.ship.id)} starts at ${fs ? 'full' : 'battle'} sails`,
    );
  },
};

// --- unfouling ---------------------------------------------------------------------------------

const unfoul: WsimCommand = {
  names: ['unfoul'],
  stage: 'unfouling',
  usage: 'unfoul <yes|no>',
  help: 'attempt to unfoul (6.0; default yes)',
  run(args, c) {
    const v = yesNo(args[0], true);
    if (v === null) return fail(`usage: ${this.usage}`);
    return done({ ...c.current, unfoul: v }, `${c.names.tag(c.ship.id)} ${v ? 'tries to cut free' : 'stays fouled'}`);
  },
};

const sacrifice: WsimCommand = {
  names: ['sacrifice'],
  stage: 'unfouling',
  usage: 'sacrifice [yes|no]',
  help: 'mark off a rigging square for +1 on the unfouling die (6.1)',
  run(args, c) {
    const v = yesNo(args[0], true);
    if (v === null) return fail(`usage: ${this.usage}`);
    return done(
      { ...c.current, sacrificeRigging: v, ...(v ? { unfoul: true } : {}) },
      v ? 'a rigging square will be cut away for +1 (6.1)' : 'no rigging sacrificed',
    );
  },
};

// --- movement notation ------------------------------------------------------------------------

/** Where a plot leaves the ship (no collisions or drift), for the confirmation. */
export function plotEnd(c: Pick<WsimContext, 'view' | 'ship' | 'ascii'>, plot: string): string {
  const end = traceSteps(c.ship.bow, c.ship.heading, parsePlot(plot), c.ship.anchor === 'AS' ? 'stern' : 'bow');
  return `bow ${hexLabel(end.bow)}, heading ${headingText(end.heading, c.ascii)}, attitude ${attitude(end.heading, c.view.wind.direction)}`;
}

export function checkTypedPlot(c: WsimContext, text: string): WsimResult {
  // the engine's check with this stage's anchor notation: weighing or cutting keeps her in place (20.3.6, 20.3.7)
  const r = checkPlot(c.view, c.ship.id, text, { anchor: c.current.anchor });
  if (!r.legal) {
    const exec = r.executed !== '0' ? ` It would stop at the infraction: "${r.executed}" (7.2.7).` : '';
    return fail(`${text}: illegal — ${r.reason}.${exec} Type "legal" to list the legal plots.`);
  }
  const plot = canonicalPlot(text);
  if (c.current.repair) {
    // the engine's repair check with this plot: a repair that was possible is voided by turning (20.5.4)
    const now = checkRepair(c.view, c.ship.id, c.current.repair, { ...c.current, plot });
    if (!now.legal && checkRepair(c.view, c.ship.id, c.current.repair, { ...c.current, plot: undefined }).legal)
      return fail(`${text}: ${now.reason} — "repair none" first`);
  }
  return done({ ...c.current, plot }, `${c.names.tag(c.ship.id)} plots ${plot} → ${plotEnd(c, plot)}`);
}

const plot = plotCommand<PlayerView>(
  {
    names: ['plot', 'move', 'p'],
    stage: 'movement',
    usage: 'plot <plot>, or just <plot>',
    help: 'e.g. L1R1: digits move, L/R turn 60°, B backs sails, 0 stays (7.2)',
    // 20.2 backing sails: the Advanced Game
    helpIn: (view) =>
      advancedGame(view)
        ? 'e.g. L1R1: digits move, L/R turn 60°, B backs sails, 0 stays (7.2)'
        : 'e.g. L1R1: digits move, L/R turn 60°, 0 stays (7.2)',
  },
  checkTypedPlot,
);

const sail: WsimCommand = {
  names: ['sail'],
  stage: 'movement',
  usage: 'sail <full|battle|none>',
  help: 'set full sails or shorten to battle sails at the end of the turn (20.1.5; Advanced)',
  inForce: advancedGame,
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'sail'), 'no sail change');
    if (!['full', 'fs', 'battle', 'bs'].includes(w)) return fail(`usage: ${this.usage}`);
    const fs = w === 'full' || w === 'fs';
    // the Movement Notation Phase's own check (20.1, 20.1.4, 18.2.2.1; 20.4.1.3 against the plot given)
    const check = checkSail(c.view, c.ship.id, fs ? 'FS' : 'BS', c.current);
    if (!check.legal) return fail(check.reason!);
    return done(
      { ...c.current, sail: fs ? 'FS' : 'BS' },
      `${fs ? 'full' : 'battle'} sails at the end of the turn; a crew section goes aloft (24.5)`,
    );
  },
};

const anchor: WsimCommand = {
  names: ['anchor'],
  stage: 'movement',
  usage: 'anchor <A|AB|AS|up|cut|none>',
  help: 'anchor (A; AB/AS on springs by bow/stern), weigh (up) or cut the anchors (20.3; Advanced)',
  // 20.3 anchoring: the Advanced Game, in a scenario that allows it
  inForce: (view) => advancedGame(view) && view.static.anchorsAllowed,
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'anchor'), 'no anchor notation');
    const map: Record<string, ShipOrders['anchor']> = { a: 'A', ab: 'AB', as: 'AS', up: 'up', cut: 'cut' };
    const a = map[w];
    if (!a) return fail(`usage: ${this.usage}`);
    const check = checkAnchor(c.view, c.ship.id, a); // the Movement Notation Phase's own check (20.3)
    if (!check.legal) return fail(check.reason!);
    const orders = { ...c.current, anchor: a };
    if ((a === 'up' || a === 'cut') && orders.plot && orders.plot !== '0') orders.plot = '0';
    return done(
      orders,
      a === 'up'
        ? 'weighing anchor: no fire, no reload this turn (20.3.6)'
        : a === 'cut'
          ? 'anchors cut (20.3.7)'
          : `anchoring (${a}) at the end of the turn (20.3.2)`,
    );
  },
};

const repair: WsimCommand = {
  names: ['repair'],
  stage: 'movement',
  usage: 'repair <hull|guns|rigging|none>',
  help: 'repair this turn: no fire, no turning, no sail change (20.5, 26.2; Advanced)',
  inForce: advancedGame,
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'repair'), 'no repairs');
    const map: Record<string, 'H' | 'G' | 'R'> = { hull: 'H', h: 'H', guns: 'G', g: 'G', rigging: 'R', r: 'R' };
    const k = map[w];
    if (!k) return fail(`usage: ${this.usage}`);
    // the Movement Notation Phase's own check against this stage's plot, sail and anchor (20.5, 26.2)
    const check = checkRepair(c.view, c.ship.id, k, c.current);
    if (!check.legal) {
      const hint = /20\.5\.4/.test(check.reason!)
        ? ': plot without turns first'
        : /20\.5\.5/.test(check.reason!)
          ? ': "sail none" or "anchor none" first'
          : '';
      return fail(check.reason! + hint);
    }
    return done(
      { ...c.current, repair: k },
      `repairing ${w}: the ship may not fire this turn (20.5.3), nor reload (26.2)`,
    );
  },
};

const tow: WsimCommand = {
  names: ['tow'],
  stage: 'movement',
  usage: 'tow <ship|none>',
  help: 'take a friend in tow: your stern in the hex her bow points at; both hold this turn (35.1, 35.4.1; towing rule)',
  inForce: optionalRule('towing'),
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'tow'), 'no tow');
    if (!c.view.static.rules.optional.towing) return fail('towing is an optional rule (35.0 / VII): not in this game');
    const t = shipArg(c, args[0]);
    if (typeof t === 'string') return fail(t);
    const why = towObstacle(c.view, c.ship.id, t.id); // the Movement Notation Phase's own check
    if (why) return fail(`${c.names.label(c.ship.id)} cannot take ${c.names.label(t.id)} in tow: ${why}`);
    return done(
      { ...c.current, tow: t.id, plot: '0' },
      `${c.names.tag(c.ship.id)} rigs a tow to ${c.names.label(t.id)}: both ships hold this turn (35.4.1); next turn they move as one on your plot`,
    );
  },
};

// --- grappling --------------------------------------------------------------------------------

function shipArg(c: WsimContext, word: string | undefined): ShipView | string {
  if (!word) return 'name a ship';
  const r = c.names.resolve(word);
  if ('error' in r) return r.error;
  return c.view.ships.find((s) => s.id === r.id)!;
}

const grapple: WsimCommand = {
  names: ['grapple'],
  stage: 'grappling',
  usage: 'grapple <ship|all|none>',
  help: 'attempt to grapple an adjacent ship (9.1)',
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'grapple'), 'no grappling');
    if (w === 'all') return done({ ...c.current, grapple: 'adjacent-enemies' }, 'grapple every adjacent enemy');
    const t = shipArg(c, args[0]);
    if (typeof t === 'string') return fail(t);
    if (t.id === c.ship.id) return fail('a ship cannot grapple herself');
    if (!adjacentShips(c.view, c.ship).some((s) => s.id === t.id))
      return fail(`${c.names.label(t.id)} is not adjacent: only an adjacent ship can be grappled (9.0)`);
    const list = Array.isArray(c.current.grapple) ? c.current.grapple.filter((x) => x !== t.id) : [];
    return done(
      { ...c.current, grapple: [...list, t.id] },
      `${c.names.tag(c.ship.id)} will try to grapple ${c.names.label(t.id)}`,
    );
  },
};

const ungrapple: WsimCommand = {
  names: ['ungrapple', 'castoff'],
  stage: 'grappling',
  usage: 'ungrapple <ship|all|none>',
  help: 'attempt to cast off grapples (9.2), or cast off a tow (35.4.3)',
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'none') return done(without(c.current, 'ungrapple'), 'keep the grapples');
    const mine = c.view.grapples.filter((g) => g.count > 0 && (g.a === c.ship.id || g.b === c.ship.id));
    const link = towOf(c.view, c.ship.id); // 35.4.3 an ungrappling notation naming the other ship casts off the tow
    const partner = link ? (link.tower === c.ship.id ? link.towed : link.tower) : null;
    if (!mine.length && !partner) return fail('the ship is neither grappled nor in a tow');
    if (w === 'all') return done({ ...c.current, ungrapple: 'all' }, 'cast off every grapple and tow');
    const t = shipArg(c, args[0]);
    if (typeof t === 'string') return fail(t);
    if (t.id === partner)
      return done(
        { ...c.current, ungrapple: [...(Array.isArray(c.current.ungrapple) ? c.current.ungrapple : []), t.id] },
        `${c.names.tag(c.ship.id)} casts off the tow with ${c.names.label(t.id)} (35.4.3)`,
      );
    if (!mine.some((g) => g.a === t.id || g.b === t.id)) return fail(`not grappled with ${c.names.label(t.id)}`);
    const list = Array.isArray(c.current.ungrapple) ? c.current.ungrapple.filter((x) => x !== t.id) : [];
    return done(
      { ...c.current, ungrapple: [...list, t.id] },
      `${c.names.tag(c.ship.id)} will try to cast off from ${c.names.label(t.id)}`,
    );
  },
};

// --- boarding ---------------------------------------------------------------------------------

function sectionsArg(word: string | undefined): number | string {
  const n = Number(word);
  if (!word || !Number.isInteger(n) || n < 1) return 'give the number of crew sections (1 or more)';
  return n;
}

/** Add a party the Boarding Preparation Phase would form (the engine's checkBoarding), or say why not. */
function addParty(c: WsimContext, party: BoardingParty, say: string): WsimResult {
  const earlier = c.current.boarding ?? [];
  const r = checkBoarding(c.view, c.ship.id, party, earlier, { repairing: !!c.earlier.repair });
  if (!r.legal)
    return fail(
      party.target && r.reason!.endsWith('(10.0)') ? `${r.reason}: ${c.names.tag(party.target)} is not` : r.reason!,
    );
  return done(
    { ...c.current, boarding: [...earlier, party] },
    `${say} (crew section${r.sections!.length > 1 ? 's' : ''} ${r.sections!.join(', ')})`,
  );
}

const board: WsimCommand = {
  names: ['board', 'obp'],
  stage: 'boarding',
  usage: 'board <ship> <sections> | board none',
  help: 'send an offensive boarding party against a ship fouled or grappled with yours (10.2)',
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none') return done(without(c.current, 'boarding'), 'no boarding parties');
    const t = shipArg(c, args[0]);
    if (typeof t === 'string') return fail(t);
    const n = sectionsArg(args[1]);
    if (typeof n === 'string') return fail(n);
    return addParty(
      c,
      { type: 'OBP', sections: n, target: t.id },
      `OBP of ${n} section${n > 1 ? 's' : ''} → ${c.names.label(t.id)}`,
    );
  },
};

const defend: WsimCommand = {
  names: ['defend', 'dbp'],
  stage: 'boarding',
  usage: 'defend <sections> [counter]',
  help: 'a defensive boarding party; "counter" boards the attacker after a victory (10.2, 12.3.5)',
  run(args, c) {
    const n = sectionsArg(args[0]);
    if (typeof n === 'string') return fail(n);
    const counter = (args[1] ?? '').toLowerCase().startsWith('counter');
    return addParty(
      c,
      { type: 'DBP', sections: n, ...(counter ? { counterBoard: true } : {}) },
      `DBP of ${n} section${n > 1 ? 's' : ''}${counter ? ', counter-boarding if victorious' : ''}`,
    );
  },
};

const transfer: WsimCommand = {
  names: ['transfer', 'tbp'],
  stage: 'boarding',
  usage: 'transfer <ship> <sections>',
  help: 'transfer crew sections to an adjacent ship (10.2.6)',
  run(args, c) {
    const t = shipArg(c, args[0]);
    if (typeof t === 'string') return fail(t);
    const n = sectionsArg(args[1]);
    if (typeof n === 'string') return fail(n);
    return addParty(
      c,
      { type: 'TBP', sections: n, target: t.id },
      `TBP of ${n} section${n > 1 ? 's' : ''} → ${c.names.label(t.id)}`,
    );
  },
};

const disengage: WsimCommand = {
  names: ['disengage', 'breakoff'],
  stage: 'boarding',
  usage: 'disengage | disengage no',
  help: 'offer to break off the melee this ship is in; it ends when the other side offers too (12.3.3)',
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'no') return done(without(c.current, 'disengage'), 'no offer to disengage');
    const inMelee = c.view.melees.some(
      (m) =>
        m.target === c.ship.id ||
        m.attackers.some((p) => p.ship === c.ship.id) ||
        m.defenders.some((p) => p.ship === c.ship.id),
    );
    if (!inMelee) return fail('the ship is in no continuing melee (12.3.3)');
    return done(
      { ...c.current, disengage: true },
      `${c.names.tag(c.ship.id)} offers to break off the melee; it ends if the enemy offers too (12.3.3)`,
    );
  },
};

// --- combat -----------------------------------------------------------------------------------

/** 11.3.2, XIII, 24.4: would a shot from here be a rake? (for the target list) */
export function rakeNote(view: PlayerView, firer: ShipView, target: ShipView, range: number): string {
  const r =
    view.static.rules.level === 'advanced'
      ? lineRake(firer, target, range, true, 5) // 24.4.4 rakes reach five hexes
      : view.static.rules.optional.optionalRake
        ? lineRake(firer, target, range, false, 10)
        : basicRake(firer, target, range);
  return r.rake ? (r.stern ? ', RAKE through the stern' : ', RAKE') : '';
}

export function describeOption(c: Pick<WsimContext, 'view' | 'ship' | 'names'>, o: FireOption): string {
  const t = c.view.ships.find((s) => s.id === o.target)!;
  const sec =
    c.view.static.rules.level === 'advanced'
      ? `, ${o.sections === 'both' ? 'both sections' : `${o.sections} section only`}`
      : '';
  return `${c.names.label(o.target)} at range ${o.range} (${o.ammo}${sec}${rakeNote(c.view, c.ship, t, o.range)})`;
}

interface FireArgs {
  target?: string;
  aim?: 'hull' | 'rigging';
  sections?: SectionUse;
  asGrape?: boolean;
}

function parseFireArgs(c: WsimContext, words: string[]): FireArgs | string {
  const out: FireArgs = {};
  for (const w0 of words) {
    const w = w0.toLowerCase();
    if (w === 'hull' || w === 'h') out.aim = 'hull';
    else if (w === 'rigging' || w === 'rig') out.aim = 'rigging';
    else if (w === 'bow' || w === 'stern') out.sections = w;
    else if (w === 'grape' || w === 'grapeshot') out.asGrape = true;
    else {
      const t = shipArg(c, w0);
      if (typeof t === 'string')
        return `${t} (expected a target ship, hull, rigging${advanced(c) ? ', bow, stern or grape' : ''})`;
      out.target = t.id;
    }
  }
  if (!advanced(c) && (out.sections || out.asGrape))
    return 'sections and grapeshot are Advanced Game rules (24.1, 24.2.4.5)';
  return out;
}

const fire: WsimCommand = {
  names: ['fire', 'f'],
  stage: 'combat',
  usage: 'fire <L|R|both> [target] [hull|rigging]' + ' [bow|stern] [grape]',
  help: 'fire a loaded broadside; without a target, at the closest one it bears on (11.1)',
  // 24.1.5 the section and 24.2.4.5 grape are the Advanced Game's
  usageIn: (view) =>
    advancedGame(view)
      ? 'fire <L|R|both> [target] [hull|rigging] [bow|stern] [grape]'
      : 'fire <L|R|both> [target] [hull|rigging]',
  run(args, c) {
    const sides = parseBroadsides(args[0]) ?? (args.length === 0 ? (['L', 'R'] as Broadside[]) : null);
    if (!sides) return fail(`usage: ${this.usage}`);
    const fa = parseFireArgs(c, args.slice(1));
    if (typeof fa === 'string') return fail(fa);
    if (barred(c.state).noFire.has(c.ship.id))
      return fail('this ship may not fire this turn (10.2.5, 20.3.4.2, 20.3.6.1, 20.5.3)');
    const fireOrders = { ...c.current.fire };
    const say: string[] = [];
    const errors: string[] = [];
    for (const b of sides) {
      const q = { asGrape: fa.asGrape, sections: fa.sections };
      const options = fireOptions(c.view, c.ship.id, b, q);
      let choice: FireOption | undefined;
      if (fa.target) {
        const check = checkFire(c.view, c.ship.id, b, fa.target, { ...q, label: c.names.label });
        const why = check.legal ? null : check.reason;
        if (why) {
          errors.push(
            `${SIDE[b]} broadside cannot fire at ${c.names.label(fa.target)}: ${why}${options.length ? ` (it bears on ${options.map((o) => c.names.tag(o.target)).join(', ')})` : ''}`,
          );
          continue;
        }
        choice = options.find((o) => o.target === fa.target);
      } else {
        if (!options.length) {
          errors.push(
            `the ${SIDE[b]} broadside has no target it may fire at (${c.ship.loads?.[b].ammo ? 'none in its field of fire and reach' : 'not loaded'})${sides.length > 1 ? ': it holds' : ''}`,
          );
          continue;
        }
        choice = options[0];
      }
      const order: FireOrder = { target: choice!.target, otherwise: 'hold' };
      const aim = choice!.range > HULL_AIM_MAX_RANGE ? 'rigging' : (fa.aim ?? 'hull');
      order.aim = aim;
      if (fa.sections) order.sections = fa.sections;
      if (fa.asGrape) order.asGrape = true;
      fireOrders[b] = order;
      const forced = fa.aim === 'hull' && aim === 'rigging' ? ' (beyond 5 hexes fire is at the rigging, 11.2.5)' : '';
      say.push(`${SIDE[b]} broadside fires at ${describeOption(c, choice!)}, aimed at the ${aim}${forced}`);
    }
    if (!say.length) return fail(errors.join('\n') || 'no broadside can fire');
    return done({ ...c.current, fire: fireOrders }, ...say, ...errors);
  },
};

const hold = holdCommand<PlayerView>('combat', "hold a broadside's fire (keeps the load and the initial broadside)");

const discharge: WsimCommand = {
  names: ['discharge'],
  stage: 'combat',
  usage: 'discharge <L|R|both>',
  help: 'fire a load into the air to clear it; the initial broadside is lost (13.4)',
  run(args, c) {
    const sides = parseBroadsides(args[0]);
    if (!sides) return fail(`usage: ${this.usage}`);
    const loaded = sides.filter((b) => broadsideReady(c.ship, b));
    if (!loaded.length) return fail('nothing loaded to discharge');
    const f = { ...c.current.fire };
    for (const b of loaded) f[b] = { discharge: true };
    return done(
      { ...c.current, fire: f },
      `${loaded.map((b) => SIDE[b]).join(' and ')} discharged with no target (13.4)`,
    );
  },
};

// --- reload -----------------------------------------------------------------------------------

export function emptyBroadsides(ship: ShipView): Broadside[] {
  return (['L', 'R'] as const).filter((b) => ship.loads && ship.loads[b].ammo === null && !ship.loads[b].loading);
}

const load: WsimCommand = {
  names: ['load'],
  stage: 'reload',
  usage: 'load <L|R> [round|chain|double|grape] | load none',
  help: 'reload an empty broadside: one a turn (13.1); Advanced ammunition costs reloads (26.1)',
  // 13.3 roundshot only in the Basic Game
  usageIn: (view) =>
    advancedGame(view) ? 'load <L|R> [round|chain|double|grape] | load none' : 'load <L|R> | load none',
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none')
      return done({ ...c.current, load: { none: true } }, 'no reloading this turn');
    const sides = parseBroadsides(args[0]);
    const ammo = args[1] === undefined ? 'round' : parseAmmo(args[1]);
    if (!sides || !ammo) return fail(`usage: ${this.usage}`);
    const why = ammoCheck(c, ammo);
    if (why) return fail(why);
    const empty = emptyBroadsides(c.ship);
    if (!empty.length) return fail('both broadsides are loaded');
    const both = c.view.static.deferredLoading && c.view.turn === 1;
    const wanted = sides.filter((b) => empty.includes(b));
    if (!wanted.length)
      return fail(
        `the ${sides.map((b) => SIDE[b]).join(' and ')} broadside${sides.length > 1 ? 's are' : ' is'} still loaded`,
      );
    if (wanted.length > 1 && !both) return fail('only one broadside may be reloaded a turn (13.1): name L or R');
    const prev: LoadOrder = c.current.load && !c.current.load.none ? { ...c.current.load } : {};
    const next: LoadOrder = both ? prev : {};
    for (const b of wanted) next[b] = ammo;
    if (!both) next.prefer = wanted[0];
    const note =
      ammo === 'double'
        ? ' (doubleshot: two turns unless three crew sections are free, 24.2.3.3; costs two reloads)'
        : '';
    const rep = c.earlier.repair ? ' — loading cancels the repair underway (26.2)' : '';
    return done(
      { ...c.current, load: next },
      `${wanted.map((b) => SIDE[b]).join(' and ')} broadside: load ${ammo}shot${note}${rep}`,
    );
  },
};

const lighten: WsimCommand = {
  names: ['lighten', 'jettison'],
  stage: 'reload',
  usage: 'lighten | lighten none',
  help: 'aground: throw a gun square overboard, one a turn; +1 to refloat once one of each broadside is gone (38.2.2.1; running aground rule)',
  inForce: optionalRule('runningAground'),
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none') return done(without(c.current, 'lighten'), 'no guns overboard');
    if (!c.ship.aground)
      return fail(`${c.names.label(c.ship.id)} is not aground: only a grounded ship is lightened (38.2.2.1)`);
    if (c.ship.aground.lightened)
      return fail('her guns already went overboard: that gives the most there is (38.2.2.1)');
    const second = c.ship.aground.firstOverboard !== undefined;
    return done(
      { ...c.current, lighten: true },
      `${c.names.tag(c.ship.id)} throws a gun square overboard (never repaired): ${second ? 'with one of each broadside gone, +1 to refloat' : "one a turn; the other broadside's next turn gives +1 to refloat"} (38.2.2.1)`,
    );
  },
};

export const ORDER_COMMANDS: readonly WsimCommand[] = [
  initialLoad,
  initialSail,
  unfoul,
  sacrifice,
  plot,
  sail,
  anchor,
  repair,
  tow,
  ahead,
  hoistFlag,
  grapple,
  ungrapple,
  board,
  defend,
  transfer,
  disengage,
  fire,
  hold,
  discharge,
  gunHits,
  mortar,
  load,
  lighten,
  loadMortarsCommand,
];

/** Does the text look like a movement plot (digits, L, R, B, D), or a mistyped one ("3x", "L1Q")? */
export function looksLikePlot(word: string): boolean {
  return /^[0-9LRBDlrbd]+$/.test(word) || /^(?=.*\d)[0-9LRBlrb]\S*$/.test(word);
}
