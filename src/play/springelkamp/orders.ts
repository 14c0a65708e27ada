/**
 * Springelkamp's orders as typed in `wsim play` and the browser board: everything is written in the Plotting
 * Phase (Sequence of Play 1: "Movement for this turn, Sail Setting for next turn, Boarding party formation,
 * Boarding action"), fire included (it is resolved after the movement, at the target named or the closest).
 * Each command checks what the engine can tell now (the plot, the sail change, the targets in the field of fire)
 * with the engine's own queries; what only the turn can tell (a grapple after the movement) the engine reports as
 * an ignored order naming the rule.
 */
import { checkPlot, ruleSystemOf, hexLabel, OrderError } from '../../index.js';
import * as spr from '../../api/springelkamp.js';
import { headingText } from '../glyphs.js';
import { holdCommand, plotCommand, type OrderCommand, type OrderContext, type OrderResult } from '../orders.js';
import { parseBroadsides as broadsides, without, yesNo } from '../words.js';

/** Springelkamp's orders of one ship (the engine's SprShipOrders). */
export interface SprShipOrders {
  plot?: string;
  sail?: spr.Sail;
  fire?: Partial<Record<'L' | 'R', { target: string; aim?: 'hull' | 'rigging' }>>;
  unfoul?: boolean;
  collisionRoll?: 'add' | 'subtract';
  driftTurn?: 'P' | 'S';
  /** the side's choice for enemy ships drifting before the wind (Drifting), kept here in play: see sideOrders */
  enemyDrift?: Record<string, 'P' | 'S'>;
  boardingParty?: boolean;
  grapple?: string;
  ungrapple?: boolean;
  board?: string;
  breakOff?: boolean;
  prizeCrew?: string;
}

const SIDE = { L: 'left', R: 'right' } as const;
const SAIL_NAMES: Record<spr.Sail, string> = { FS: 'full sail', ES: 'easy sail', SS: 'storm sail', NS: 'no sail' };

const fail = (error: string): OrderResult<spr.View> => ({ ok: false, error });
const done = (orders: SprShipOrders, ...say: string[]): OrderResult<spr.View> => ({ ok: true, orders, say });

export function sprView(c: { view: unknown }): spr.View {
  return c.view as spr.View;
}

function current(c: OrderContext<spr.View>): SprShipOrders {
  return c.current;
}

function shipOf(c: OrderContext<spr.View>): spr.ShipView {
  return sprView(c).ships.find((s) => s.id === c.ship.id)!;
}

/** An enemy ship the player names, or why not. */
function enemyArg(c: OrderContext<spr.View>, word: string | undefined): string | { error: string } {
  if (!word) return { error: 'name a ship' };
  const r = c.names.resolve(word);
  if ('error' in r) return r;
  const v = sprView(c);
  const t = v.ships.find((s) => s.id === r.id)!;
  if (t.controller === v.side) return { error: `${c.names.label(t.id)} is one of yours` };
  return t.id;
}

/** Where a plot leaves the ship and the course it sails (Movement: Attitude to the Wind), for the confirmation. */
export function sprPlotPreview(view: spr.View, shipId: string, plot: string, ascii: boolean): string {
  const end = spr.plotEnds(view, shipId).find((e) => e.plot === plot);
  if (!end) return '';
  const att = spr.windAttitude(end.at.heading, view.static.wind);
  return `bow ${hexLabel(end.at.bow)}, heading ${headingText(end.at.heading, ascii)}, attitude ${att}${end.drift ? '; she drifts (a die in the Wind Phase)' : ''}`;
}

/**
 * A typed plot as the Plotting Phase reads it: "0", "none" and "-" are no movement; an illegal one (a syntax
 * mistake included) is refused with the rule, and `note` names the default course she keeps (I-SPR-3).
 */
export function checkTypedSprPlot(
  view: spr.View,
  shipId: string,
  text: string,
): ReturnType<typeof checkPlot> & { note?: string } {
  const t = text.trim().toUpperCase();
  const r = checkPlot(view, shipId, t === '0' || t === 'NONE' || t === '-' ? '' : t);
  return r.legal
    ? r
    : { ...r, note: `Without a legal plot she keeps the default course "${r.executed || '0'}" (I-SPR-3).` };
}

function checkSprTypedPlot(c: OrderContext<spr.View>, text: string): OrderResult<spr.View> {
  const r = checkTypedSprPlot(sprView(c), c.ship.id, text);
  if (!r.legal) return fail(`${text}: illegal — ${r.reason}. ${r.note} Type "legal" to list the legal plots.`);
  return done(
    { ...current(c), plot: r.executed },
    `${c.names.tag(c.ship.id)} plots ${r.executed || '0 (no movement)'} → ${sprPlotPreview(sprView(c), c.ship.id, r.executed, c.ascii)}`,
  );
}

const plot = plotCommand(
  {
    names: ['plot', 'move'],
    stage: 'orders',
    usage: 'plot <F|P|S...>, or just FFP',
    help: 'the course: F forward, P port, S starboard, one movement point each; 0 no movement (Movement)',
  },
  checkSprTypedPlot,
);

const SAIL_WORDS: Record<string, spr.Sail> = {
  fs: 'FS',
  full: 'FS',
  es: 'ES',
  easy: 'ES',
  normal: 'ES',
  ss: 'SS',
  storm: 'SS',
  ns: 'NS',
  no: 'NS',
  bare: 'NS',
};

const sail: OrderCommand<spr.View> = {
  names: ['sail'],
  stage: 'orders',
  usage: 'sail <full|easy|storm|no|keep>',
  help: 'the sail setting for next turn, one level a turn (Movement: Changing Sail)',
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    if (w === 'keep' || w === 'none') return done(without(current(c), 'sail'), 'the sail setting stays');
    const s = SAIL_WORDS[w];
    if (!s) return fail(`usage: ${this.usage}`);
    const ship = shipOf(c);
    if (s === ship.sail) return done(without(current(c), 'sail'), `she keeps ${SAIL_NAMES[s]}`);
    const why = spr.checkSail(sprView(c), c.ship.id, s);
    if (why) return fail(`sail ${s}: ${why}`);
    return done(
      { ...current(c), sail: s },
      `${SAIL_NAMES[ship.sail]} → ${SAIL_NAMES[s]} in the Wind Phase, for next turn`,
    );
  },
};

const fire: OrderCommand<spr.View> = {
  names: ['fire'],
  stage: 'orders',
  usage: 'fire <L|R|both> [target|closest] [hull|rigging]',
  help: 'fire after the movement at a ship in the field of fire, or the closest; aim hull (1-5 hexes) or rigging (Fire Combat)',
  run(args, c) {
    const sides = broadsides(args[0]) ?? (args.length === 0 ? (['L', 'R'] as const).slice() : null);
    if (!sides) return fail(`usage: ${this.usage}`);
    let target = 'closest';
    let aim: 'hull' | 'rigging' | undefined;
    for (const w0 of args.slice(1)) {
      const w = w0.toLowerCase();
      if (w === 'hull' || w === 'h') aim = 'hull';
      else if (w === 'rigging' || w === 'rig') aim = 'rigging';
      else if (w !== 'closest') {
        const t = enemyArg(c, w0);
        if (typeof t !== 'string') return fail(`${t.error} (expected a target ship, closest, hull or rigging)`);
        target = t;
      }
    }
    const fireOrders = { ...current(c).fire };
    const say: string[] = [];
    for (const b of sides) {
      fireOrders[b] = { target, ...(aim ? { aim } : {}) };
      const now = spr.fireTargets(sprView(c), c.ship.id, b);
      const seen =
        target === 'closest'
          ? now.length
            ? `now ${c.names.label(now[0].target)} at ${now[0].range}`
            : 'nothing in its field of fire now'
          : now.some((t) => t.target === target)
            ? `in its field of fire now at ${now.find((t) => t.target === target)!.range}`
            : 'not in its field of fire now';
      say.push(
        `${SIDE[b]} broadside fires after the movement at ${target === 'closest' ? 'the closest target' : c.names.label(target)}${aim ? `, aimed at the ${aim}` : ''} (${seen})`,
      );
    }
    return done({ ...current(c), fire: fireOrders }, ...say);
  },
};

const hold = holdCommand<spr.View>('orders', "hold a broadside's fire");

/** A yes/no order (default yes), under a special rule when `rule` says so. */
function yesNoOrder(
  key: 'unfoul' | 'ungrapple',
  help: string,
  say: [string, string],
  rule: (c: OrderContext<spr.View>) => string | null = () => null,
): OrderCommand<spr.View> {
  return {
    names: [key],
    stage: 'orders',
    usage: `${key} <yes|no>`,
    help,
    run(args, c) {
      const r = rule(c);
      if (r) return fail(r);
      const v = yesNo(args[0], true);
      if (v === null) return fail(`usage: ${this.usage}`);
      return done({ ...current(c), [key]: v }, v ? say[0] : say[1]);
    },
  };
}

const unfoul = yesNoOrder('unfoul', 'try to clear fouled rigging (Collisions; default yes)', [
  'she tries to clear the fouled rigging',
  'she stays fouled',
]);

/**
 * Collisions: "if all is equal, both players roll a die. Highest roll enters the hex. You may add _or_ subtract the
 * crew quality to the roll" — written in the Plotting Phase with the course (add, the default, to take the hex).
 */
const collision: OrderCommand<spr.View> = {
  names: ['collision'],
  stage: 'orders',
  usage: 'collision <add|subtract>',
  help: 'a collision die-off: add the crew quality to take the contested hex (default) or subtract it to keep out (Collisions)',
  run(args, c) {
    const w = (args[0] ?? '').toLowerCase();
    const v = w === 'add' || w === '+' ? 'add' : w === 'subtract' || w === '-' || w === 'sub' ? 'subtract' : null;
    if (!v) return fail(`usage: ${this.usage}`);
    return done(
      { ...current(c), collisionRoll: v },
      v === 'add'
        ? 'in a collision die-off she adds her crew quality: she means to take the hex'
        : 'in a collision die-off she subtracts her crew quality: she means to keep out of the hex',
    );
  },
};

const drift: OrderCommand<spr.View> = {
  names: ['drift'],
  stage: 'orders',
  usage: 'drift <P|S|none>',
  help: 'drifting before the wind: the way to turn if the roll lets you choose (Drifting)',
  run(args, c) {
    if ((args[0] ?? '').toUpperCase() === 'NONE')
      return done(without(current(c), 'driftTurn'), 'no drift choice written');
    const t = driftWord(args[0]);
    if (!t) return fail(`usage: ${this.usage}`);
    return done(
      { ...current(c), driftTurn: t },
      `drifting before the wind she turns to ${t === 'P' ? 'port' : 'starboard'}`,
    );
  },
};

/** A drift turn as typed: P or L to port, S or R to starboard. */
function driftWord(word: string | undefined): 'P' | 'S' | null {
  const w = (word ?? '').toUpperCase();
  return w === 'P' || w === 'L' ? 'P' : w === 'S' || w === 'R' ? 'S' : null;
}

/**
 * Drifting: "If in attitude F, there are two possibilities. Roll for Crew Quality: if succesfull, owner chooses,
 * otherwise the enemy chooses." The side's choice for an enemy ship, written in advance like every order of the
 * Plotting Phase (without one the engine turns her to port).
 */
const enemyDrift: OrderCommand<spr.View> = {
  names: ['enemydrift'],
  stage: 'orders',
  usage: 'enemydrift <enemy ship> <P|S|none>',
  help: "an enemy drifting before the wind whose crew fails its roll: the way you turn her (Drifting, 'the enemy chooses')",
  run(args, c) {
    const id = enemyArg(c, args[0]);
    if (typeof id !== 'string') return fail(`${id.error}; usage: ${this.usage}`);
    // one choice an enemy: kept with the orders of the ship that wrote it
    const holder = Object.entries(c.draft).find(
      ([ship, o]) => ship !== c.ship.id && (o as SprShipOrders).enemyDrift?.[id],
    )?.[0];
    if (holder)
      return fail(
        `the choice for ${c.names.label(id)} is written with ${c.names.label(holder)}'s orders: select her to change it`,
      );
    const choices = { ...(current(c).enemyDrift ?? {}) };
    if ((args[1] ?? '').toLowerCase() === 'none') {
      delete choices[id];
      const rest = without(current(c), 'enemyDrift');
      return done(
        Object.keys(choices).length ? { ...rest, enemyDrift: choices } : rest,
        `no choice written for ${c.names.label(id)}`,
      );
    }
    const t = driftWord(args[1]);
    if (!t) return fail(`usage: ${this.usage}`);
    return done(
      { ...current(c), enemyDrift: { ...choices, [id]: t } },
      `if ${c.names.label(id)} drifts before the wind and her crew fails its roll, you turn her to ${t === 'P' ? 'port' : 'starboard'}`,
    );
  },
};

/** The boarding orders need the special rule (Grappling, Boarding and Melee: "Is not allowed in the basic game"). */
function boardingRule(c: OrderContext<spr.View>): string | null {
  return spr.boardingRuleRefusal(sprView(c));
}

const party: OrderCommand<spr.View> = {
  names: ['party'],
  stage: 'orders',
  usage: 'party <form|dissolve>',
  help: 'form a boarding party, visible to all, ready next turn (Grappling; special rule boarding)',
  run(args, c) {
    const rule = boardingRule(c);
    if (rule) return fail(rule);
    const w = (args[0] ?? 'form').toLowerCase();
    const form = w === 'form' || w === 'yes' ? true : w === 'dissolve' || w === 'no' ? false : null;
    if (form === null) return fail(`usage: ${this.usage}`);
    const ship = shipOf(c);
    if (form === ship.boardingParty)
      return done(without(current(c), 'boardingParty'), `the party is already ${form ? 'formed' : 'dissolved'}`);
    const why = spr.checkBoardingParty(sprView(c), c.ship.id, form);
    if (why) return fail(`boarding party: ${why}`);
    return done(
      { ...current(c), boardingParty: form },
      form
        ? 'a boarding party forms (it fires less and is ready next turn: Grappling)'
        : 'the boarding party is dissolved',
    );
  },
};

/** An order naming an enemy ship, under the boarding special rule. */
function shipOrder(
  key: 'grapple' | 'board' | 'prizeCrew',
  names: string[],
  usage: string,
  help: string,
  say: (target: string) => string,
  rule: (c: OrderContext<spr.View>) => string | null = boardingRule,
): OrderCommand<spr.View> {
  return {
    names,
    stage: 'orders',
    usage,
    help,
    run(args, c) {
      const r = rule(c);
      if (r) return fail(r);
      if ((args[0] ?? '').toLowerCase() === 'none') return done(without(current(c), key), `no ${names[0]} order`);
      const t = enemyArg(c, args[0]);
      if (typeof t !== 'string') return fail(t.error);
      return done({ ...current(c), [key]: t }, say(c.names.label(t)));
    },
  };
}

const grapple = shipOrder(
  'grapple',
  ['grapple'],
  'grapple <ship|none>',
  'grapple an adjacent enemy in the Boarding Phase; the party must be formed (Grappling)',
  (t) => `she tries to grapple ${t} after the movement and fire (Grappling)`,
);

const board = shipOrder(
  'board',
  ['board'],
  'board <ship|none>',
  'board a grappled or fouled enemy with the party formed last turn (Melee)',
  (t) => `her boarding party attacks ${t} (Melee)`,
);

const prize = shipOrder(
  'prizeCrew',
  ['prize'],
  'prize <ship|none>',
  'man a captured enemy ship with a prize crew (Prize Crews; special rule prizeCrews)',
  (t) => `a prize crew goes aboard ${t} (Prize Crews)`,
  (c) =>
    sprView(c).static.rules.special.prizeCrews ? null : 'prize crews are a special rule not in play (Prize Crews)',
);

const ungrapple = yesNoOrder(
  'ungrapple',
  'try to cast off grapples (Ungrappling; default yes)',
  ['she tries to cast off', 'she keeps the grapples'],
  boardingRule,
);

const breakOff: OrderCommand<spr.View> = {
  names: ['breakoff'],
  stage: 'orders',
  usage: 'breakoff [no]',
  help: 'break off the attack of her boarding party (Melee: No Effect)',
  run(args, c) {
    const rule = boardingRule(c);
    if (rule) return fail(rule);
    if ((args[0] ?? '').toLowerCase() === 'no') return done(without(current(c), 'breakOff'), 'the attack goes on');
    if (!sprView(c).melees.some((m) => m.attacker === c.ship.id))
      return fail('her boarding party is in no melee (Melee: No Effect)');
    return done({ ...current(c), breakOff: true }, 'her boarding party breaks off the attack (Melee: No Effect)');
  },
};

/** A special rule's orders are in force when the rule is on ("help" lists only those). */
const special =
  (rule: 'boarding' | 'prizeCrews') =>
  (command: OrderCommand<spr.View>): OrderCommand<spr.View> => ({
    ...command,
    inForce: (view) => view.static.rules.special[rule] === true,
  });

export const SPR_COMMANDS: readonly OrderCommand<spr.View>[] = [
  plot,
  sail,
  fire,
  hold,
  unfoul,
  collision,
  drift,
  enemyDrift,
  ...[party, grapple, board, ungrapple, breakOff].map(special('boarding')),
  special('prizeCrews')(prize),
];

/**
 * WS&IM's order words with no place under Springelkamp's rules, as the WS&IM order they write: the engine's own
 * refusal (validateOrders) names the rule.
 */
const WSIM_WORDS: Record<string, Record<string, unknown>> = {
  load: { load: { L: 'round' } },
  chain: { load: { L: 'chain' } },
  chainshot: { load: { L: 'chain' } },
  double: { load: { L: 'double' } },
  grape: { load: { L: 'grape' } },
  anchor: { anchor: 'A' },
  repair: { repair: 'H' },
  defend: { boarding: [] },
  dbp: { boarding: [] },
  obp: { boarding: [] },
  transfer: { boarding: [] },
  tbp: { boarding: [] },
  discharge: { fire: { L: { discharge: true } } },
  disengage: { disengage: true },
  sacrifice: { sacrificeRigging: true },
};

/** The engine's one line on a WS&IM order word in a Springelkamp game, or null when the word is not one. */
export function sprForeignOrder(word: string, view: spr.View, state: spr.State, shipId: string | null): string | null {
  const sample = WSIM_WORDS[word.toLowerCase()];
  const id = shipId ?? view.ships.find((s) => s.controller === view.side)?.id;
  if (!sample || !id) return null;
  try {
    ruleSystemOf(state).validateOrders(state, { [view.side]: { ships: { [id]: sample } } });
  } catch (e) {
    if (e instanceof OrderError) return `"${word}": ${e.message.replace(/^orders\.[^:]*: /, '')}`;
    throw e;
  }
  return null;
}
