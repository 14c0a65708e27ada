/** What each stage shows when it opens: the situation and the decisions the rules leave to the player. */
import { checkPlot, hexLabel, legalPlots } from '../../index.js';
import {
  isOperational,
  linkedShips,
  fireOptions,
  movementAllowance,
  attitude,
  type GameState,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  towOf,
} from '../../api/wsim.js';
import { commandLine, writesAhead, writtenNow } from './commandLag.js';
import { cannotSailLines } from './irons.js';
import { headingText, type ShipNames } from '../glyphs.js';
import { gunHitsLine } from './gunHits.js';
import { mortarChoices, mortarLoadText, mortarLoads, mortarTargetText, mortarsToLoad } from './mortars.js';
import { describeOption, emptyBroadsides } from './orders.js';
import { adjacentShips, barred, wsimOwnShips } from './stages.js';
import type { StageName } from '../rules/types.js';

const SIDE = { L: 'left', R: 'right' } as const;

/** What a stage's text is made from: the side's view, the game paused at the stage, names and the orders drafted. */
interface IntroContext {
  view: PlayerView;
  state: GameState;
  names: ShipNames;
  draft: Record<string, ShipOrders>;
  ascii: boolean;
  /** the side's own ships, and those on the board and able to fight */
  own: ShipView[];
  working: ShipView[];
  advanced: boolean;
}

function startIntro({ working, names }: IntroContext): string[] {
  const out = working.map(
    (s) =>
      `${names.label(s.id)}: left ${s.loads?.L.ammo ?? 'empty'}, right ${s.loads?.R.ammo ?? 'empty'}; ${s.fullSail ? 'full' : 'battle'} sails.`,
  );
  out.push(
    'Choose the first loads ("load L chain", "load both double") and sails ("sail full"); roundshot and the scenario\'s sails otherwise.',
  );
  return out;
}

function unfoulingIntro({ view, working, names }: IntroContext): string[] {
  const out: string[] = [];
  for (const s of working) {
    const f = view.fouls.filter((x) => x.a === s.id || x.b === s.id).map((x) => names.label(x.a === s.id ? x.b : x.a));
    if (f.length)
      out.push(
        `${names.label(s.id)} is fouled with ${f.join(', ')}: she tries to cut free unless you write "unfoul no"; "sacrifice" cuts away a rigging square for +1 (6.1).`,
      );
  }
  return out;
}

/** One ship's movement situation: the plot written for her, why she cannot move, or her allowance and plots. */
function shipMovement({ view, names, ascii }: IntroContext, s: ShipView): string[] {
  const plots = legalPlots(view, s.id);
  const sails = writtenNow(view, s.id);
  if (sails) return [`${names.label(s.id)} sails the plot written on turn ${sails.on}: ${sails.plot} (32.3).`];
  if (plots.length === 1) {
    const why = checkPlot(view, s.id, '1').reason ?? checkPlot(view, s.id, 'L').reason ?? 'no movement possible';
    return [`${names.label(s.id)} cannot move: ${why}. Plot 0 written.`];
  }
  const where = s.onBoard
    ? `at ${hexLabel(s.bow)} heading ${headingText(s.heading, ascii)}, attitude ${attitude(s.heading, view.wind.direction)}`
    : 'entering the board';
  return [
    `${names.label(s.id)} ${where}: allowance ${movementAllowance(view, s.id)}, turning ${s.turning}; ${plots.length} legal plots ("legal" lists them).`,
    ...(cannotSailLines(view, s, names) ?? []), // 7.1.4 in irons: why, and what she may do
  ];
}

function movementIntro(c: IntroContext): string[] {
  const { view, own, names, advanced } = c;
  const out = own.flatMap((s) => shipMovement(c, s));
  for (const s of own) {
    const command = commandLine(view, s, names); // 32.0 command lag: the queue and what is due
    if (command && writesAhead(view, s.id)) out.push(`${names.label(s.id)}: ${command}.`);
  }
  if (view.static.rules.optional.towing)
    out.push('Towing (35.0): "tow <ship>" takes a friend in tow from the towing position (both hold this turn).');
  out.push(
    `Write a plot for each ship: digits move, L/R turn 60°${advanced ? ', B backs sails' : ''}, 0 stays (e.g. "L1R1").${advanced ? ' Also: sail full|battle, repair hull|guns|rigging' + (view.static.anchorsAllowed ? ', anchor A|AB|AS|up|cut' : '') + '.' : ''}`,
  );
  return out;
}

function grapplingIntro({ view, working, names }: IntroContext): string[] {
  const out: string[] = [];
  for (const s of working) {
    const adj = adjacentShips(view, s);
    const grappled = view.grapples
      .filter((g) => g.count > 0 && (g.a === s.id || g.b === s.id))
      .map((g) => names.label(g.a === s.id ? g.b : g.a));
    if (adj.length)
      out.push(
        `${names.label(s.id)} is adjacent to ${adj.map((o) => `${names.label(o.id)}${o.controller === view.side ? '' : ' (enemy)'}`).join(', ')}: "grapple <ship>" to try (9.1).`,
      );
    if (grappled.length)
      out.push(`${names.label(s.id)} is grappled with ${grappled.join(', ')}: "ungrapple <ship>" to cast off (9.2).`);
    const tow = towOf(view, s.id);
    if (tow)
      out.push(
        `${names.label(s.id)} ${tow.tower === s.id ? `tows ${names.label(tow.towed)}` : `is towed by ${names.label(tow.tower)}`}: "castoff <ship>" ends the tow (35.4.3).`,
      );
  }
  return out;
}

function boardingIntro({ view, working, names }: IntroContext): string[] {
  const out: string[] = [];
  // whose crew sections are whose: hers (yours) and each linked ship's (the enemy's, as her log shows them)
  const crewOf = (id: string) => {
    const x = view.ships.find((o) => o.id === id)!;
    return x.prize ? `prize crew ${x.prize.squares}` : `crew sections ${x.crew.join(' ')}`;
  };
  const whose = (id: string) => (view.ships.find((o) => o.id === id)?.controller === view.side ? 'yours' : 'enemy');
  for (const s of working) {
    const l = linkedShips(view, s.id);
    if (l.length)
      out.push(
        `${names.label(s.id)} (yours: ${crewOf(s.id)}) is fouled or grappled with ${l.map((id) => `${names.label(id)} (${whose(id)}: ${crewOf(id)})`).join(', ')}: "board <ship> <sections>", "defend <sections>", or nothing.`,
      );
    else out.push(`${names.label(s.id)} may transfer crew to an adjacent ship: "transfer <ship> <sections>".`);
  }
  for (const m of view.melees) out.push(`A melee aboard ${names.label(m.target)} goes on (turn ${m.turns + 1}).`);
  return out;
}

/** A broadside's load as the combat stage tells it. */
function loadText(s: ShipView, b: 'L' | 'R'): string {
  const load = s.loads?.[b];
  if (!load || load.ammo === null) return 'empty';
  return `${load.ammo}${load.loading ? ', still loading' : ''}${s.initial[b] ? ', initial broadside' : ''}`;
}

function combatIntro({ view, state, working, names, advanced }: IntroContext): string[] {
  const out: string[] = [];
  const { noFire } = barred(state);
  for (const s of working) {
    if (noFire.has(s.id)) {
      out.push(`${names.label(s.id)} may not fire this turn.`);
      continue;
    }
    for (const b of ['L', 'R'] as const) {
      const opts = fireOptions(view, s.id, b);
      out.push(
        `${names.tag(s.id)} ${SIDE[b]} (${loadText(s, b)}): ${opts.length ? opts.map((o) => describeOption({ view, ship: s, names }, o)).join('; ') : 'no target'}`,
      );
    }
  }
  for (const s of working) {
    const reach = noFire.has(s.id) ? [] : mortarChoices(view, s.id); // 42.0
    if (reach.length)
      out.push(`${names.label(s.id)} mortars: ${mortarTargetText(names, reach)}; "mortar [target]" fires them.`);
  }
  for (const s of working) {
    const line = gunHitsLine(view, s, names); // 11.4.3.1 the target chooses in a rake
    if (line) out.push(line);
  }
  out.push(
    'Fire: "fire L", "fire R <ship> rigging", "fire both"' +
      (advanced ? ', "fire L <ship> bow", "fire R grape"' : '') +
      '; "hold L" keeps the load. Nothing written = hold fire.',
  );
  return out;
}

/** One ship's reload situation: aground, mortars, empty broadsides and what loads if nothing is written. */
function shipReload({ view, names, draft, advanced }: IntroContext, s: ShipView): string[] {
  const out: string[] = [];
  if (s.aground && !s.aground.lightened)
    out.push(
      `${names.label(s.id)} is aground: "lighten" throws a gun square overboard, one a turn (${s.aground.firstOverboard ? "the other broadside's now" : 'the broadsides in turn'}); +1 to refloat once one of each broadside is gone (38.2.2.1).`,
    );
  const loads = mortarLoads(view, s.id);
  if (loads && mortarsToLoad(view, s.id))
    out.push(`${names.label(s.id)}: ${mortarLoadText(loads)}; "loadmortars" loads them a turn more (42.5).`);
  const empty = emptyBroadsides(s);
  if (!empty.length) return out;
  const reloads = advanced ? `; ${s.reloadsLeft} reloads left` : '';
  out.push(
    `${names.label(s.id)}: ${empty.map((b) => SIDE[b]).join(' and ')} empty${reloads}. ${empty.length > 1 && !(view.static.deferredLoading && view.turn === 1) ? 'One broadside a turn (13.1): ' : ''}"load ${empty[0]}${advanced ? ' <round|chain|double|grape>' : ''}", or "load none".`,
  );
  if (draft[s.id]?.load === undefined)
    out.push(
      `  (nothing written: ${empty.length > 1 ? 'the broadside facing the nearest enemy' : `the ${SIDE[empty[0]]} broadside`} is loaded with roundshot)`,
    );
  return out;
}

const INTROS: Record<string, (c: IntroContext) => string[]> = {
  start: startIntro,
  unfouling: unfoulingIntro,
  movement: movementIntro,
  grappling: grapplingIntro,
  boarding: boardingIntro,
  combat: combatIntro,
  reload: (c) => c.working.flatMap((s) => shipReload(c, s)),
};

export function stageIntro(
  stage: StageName,
  view: PlayerView,
  state: GameState,
  names: ShipNames,
  draft: Record<string, ShipOrders>,
  ascii: boolean,
): string[] {
  const own = wsimOwnShips(view);
  const working = own.filter((s) => s.onBoard && isOperational(s));
  const advanced = view.static.rules.level === 'advanced';
  return INTROS[stage]?.({ view, state, names, draft, ascii, own, working, advanced }) ?? [];
}
