/** Events as a readable game log. */
import type { GameEvent, HitSummary } from './events.js';
import { MORTAR_LOAD_TURNS } from './tables/bombKetch.js';

function hits(h: HitSummary): string {
  const parts: string[] = [];
  if (h.H) parts.push(`${h.H}H`);
  if (h.G) parts.push(`${h.G}G`);
  if (h.C) parts.push(`${h.C}C`);
  if (h.R) parts.push(`${h.R}R`);
  return parts.length ? parts.join('-') : 'no hits';
}

const SIDE = { L: 'left', R: 'right' } as const;

type Name = (id: string) => string;

/** The line of each event type (the type checker asks for every one). */
const EVENT_TEXT: { [K in GameEvent['type']]: (e: Extract<GameEvent, { type: K }>, name: Name) => string } = {
  turnStart: (e) => `— Turn ${e.turn} —`,
  phase: (e) => `[${e.phase}]`,
  windCheck: (e) =>
    `Wind check: die ${e.die} (changes on ${e.needed}+): ${e.changes ? 'the wind changes' : 'no change'}`,
  windChange: (e) =>
    `Wind now blows towards ${e.direction}, ${e.velocityName} (${e.velocity}) [dice ${e.directionDie}, ${e.velocityDie}]`,
  windBlocked: (e, name) =>
    `${name(e.ship)} has her wind blocked by ${name(e.by)}: −${e.loss} hex${e.loss === 1 ? '' : 'es'} this turn (37.0)`,
  towRigged: (e, name) => `${name(e.tower)} takes ${name(e.towed)} in tow (35.4.1)`,
  towEnded: (e, name) => `The tow of ${name(e.towed)} by ${name(e.tower)} ends: ${e.reason}`,
  aground: (e, name) =>
    `${name(e.ship)} runs aground in ${e.hex} (${e.depth} deep, she needs more than ${e.depthValue}) (38.0): refloating die ${e.die}${e.stuck ? ' — she cannot be refloated by ordinary means (38.2.2)' : ''}`,
  refloat: (e, name) =>
    e.die === null
      ? `${name(e.ship)} stays aground: a 6 cannot be beaten by ordinary means (38.2.2)`
      : `${name(e.ship)} refloating: die ${e.die}${e.modifier ? ` +${e.modifier}` : ''} against ${e.needed}: ${e.success ? 'afloat again, back where she came from (38.6)' : e.blocked ? 'the hex she came from is taken: still aground' : 'still aground'}`,
  lightened: (e, name) =>
    `${name(e.ship)} throws a gun square of the ${e.broadside === 'L' ? 'left' : 'right'} broadside overboard (38.2.2.1): ${e.bonus ? 'one of each broadside gone, +1 to refloat' : 'one of the other broadside next turn gives +1 to refloat'}`,
  wrecked: (e, name) => `${name(e.ship)} is driven onto the land at ${e.hex} and destroyed (38.3)`,
  windChangeNumber: (e) => `New wind change number ${e.changeNumber} [die ${e.die}] (33.0)`,
  stormDamage: (e, name) =>
    `${name(e.ship)} caught at full sail by the storm: die ${e.die}, ${e.rigging} rigging squares lost`,
  sailLost: (e, name) => `${name(e.ship)} loses full sails: ${e.reason}`,
  doomRoll: (e, name) =>
    `${name(e.ship)} (${e.fate === 'sink' ? 'sinking' : 'burning towards her magazine'}): die ${e.die}${e.happens ? ` — she ${e.fate === 'sink' ? 'sinks' : 'explodes'}` : ''}`,
  sunk: (e, name) => `${name(e.ship)} SINKS`,
  exploded: (e, name) => `${name(e.ship)} EXPLODES`,
  unfoulAttempt: (e, name) =>
    `${name(e.ship)} tries to clear ${name(e.other)}: die ${e.die}${e.modifier ? ` ${e.modifier > 0 ? '+' : ''}${e.modifier}` : ''} — ${e.success ? 'unfouled' : 'still fouled'}`,
  plot: (e, name) => {
    const written = e.writtenOn !== undefined ? ` (written on turn ${e.writtenOn}, 32.3)` : '';
    return e.legal
      ? `${name(e.ship)} plots ${e.plot}${written}`
      : `${name(e.ship)} plots ${e.plot}${written} — illegal, executes ${e.executed}: ${e.reason}`;
  },
  flagship: (e, name) =>
    e.change === 'lost'
      ? `The flagship ${name(e.ship)} is lost: the movement of the ${e.squadron} squadron is written for the next five turns (32.5)`
      : `${name(e.ship)} hoists the commander's flag: the ${e.squadron} squadron is under immediate command (32.5, 32.2)`,
  orderIgnored: (e, name) => `${name(e.ship)}: "${e.order}" not carried out — ${e.reason}`,
  entered: (e, name) => `${name(e.ship)} enters the board at ${e.hex}`,
  moved: (e, name) =>
    `${name(e.ship)} ${e.steps === '0' ? 'drifts' : `${e.steps}${e.drifted ? ' and drifts' : ''}`}: ${e.from} → ${e.to}, heading ${e.heading}`,
  drift: (e, name) =>
    `${e.ships.map(name).join(' and ')} ${e.blocked ? 'cannot drift (blocked)' : 'drift with the wind'}`,
  collision: (e, name) => {
    const rolls = e.rolls
      ? ` (dice ${Object.entries(e.rolls)
          .map(([s, d]) => `${name(s)} ${d}`)
          .join(', ')})`
      : '';
    return `Collision at ${e.hex}, step ${e.step}: ${e.ships.map(name).join(', ')} — ${name(e.kept)} keeps the hex, ${e.reason}${rolls}`;
  },
  fouling: (e, name) => `${name(e.a)} and ${name(e.b)}: fouling die ${e.die} — ${e.fouled ? 'FOULED' : 'clear'}`,
  grappleAttempt: (e, name) =>
    `${name(e.ship)} grapples ${name(e.target)}: ${e.die === null ? 'friendly, automatic' : `die ${e.die}${e.modifier ? ` ${e.modifier > 0 ? '+' : ''}${e.modifier}` : ''}`} — ${e.success ? 'GRAPPLED' : 'fails'}`,
  ungrappleAttempt: (e, name) =>
    `${name(e.ship)} casts off from ${name(e.other)}: ${e.die === null ? 'automatic' : `die ${e.die}`} — ${e.success ? 'ungrappled' : 'fails'}`,
  boardingParty: (e, name) =>
    `${name(e.ship)} forms ${e.party} (section${e.sections.length > 1 ? 's' : ''} ${e.sections.map((s) => (s === 0 ? 'prize crew' : s)).join(', ')}, ${e.squares} squares)${e.target ? ` → ${name(e.target)}` : ''}`,
  broadside: (e, name) => {
    if (e.target === null)
      return `${name(e.ship)} fires her ${SIDE[e.broadside]} broadside into the air (${e.note ?? ''})`;
    const mods = e.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.name}`).join(', ');
    const rolls = e.rolls
      .map((r) => `table ${r.table} die ${r.die}${r.critical ? '*' : ''}: ${hits(r.hits)}`)
      .join('; ');
    const sec = e.section === 'both' ? '' : ` (${e.section} section)`;
    return `${name(e.ship)} fires ${SIDE[e.broadside]}${sec} at ${name(e.target)}: range ${e.range}, ${e.guns} guns, ${e.ammo}, at the ${e.aim}${e.rake ? (e.sternRake ? ', RAKE through the stern' : ', RAKE') : ''}; table ${e.baseTable}${mods ? ` (${mods})` : ''} → ${e.table}${e.table < 0 ? ': miss' : ''}${rolls ? ` — ${rolls}` : ''}${e.note ? ` — ${e.note}` : ''} ⇒ ${hits(e.hits)}`;
  },
  lowPowderFire: (e, name) =>
    `${name(e.ship)} at low powder rolled a 1: fire check ${e.die} — ${e.fire ? 'FIRE breaks out' : 'no fire'}`,
  damage: (e, name) =>
    `${name(e.ship)} marks ${e.hull} hull, ${e.guns} gun, ${e.crew} crew, ${e.rigging} rigging${e.gunsToHull ? ` (+${e.gunsToHull} hull from gun hits)` : ''}${e.sectionsLost ? `; ${e.sectionsLost} rigging section${e.sectionsLost > 1 ? 's' : ''} gone` : ''}`,
  mast: (e, name) => `${name(e.ship)} mast: die ${e.die} — ${e.result}`,
  critical: (e, name) => `${name(e.ship)} critical hit ${e.number} (${e.aim}): ${e.detail}`,
  destroyedHull: (e, name) =>
    `${name(e.ship)} hull destroyed: die ${e.die} — ${e.result === 'STRIKES' ? 'strikes' : e.result === 'MAY_SINK' ? 'will sink' : 'will explode'}`,
  surrender: (e, name) => `${name(e.ship)} SURRENDERS (${e.cause})`,
  returnToDuty: (e, name) => `${name(e.ship)} rehoists her colours and returns to duty (11.4.5)`,
  meleeStart: (e, name) =>
    `Melee aboard ${name(e.target)}${e.continuing ? ' continues' : ''}: ${e.attackers.map(name).join(', ')} (TMS ${e.attackTms}) against TMS ${e.defenceTms}`,
  meleeRound: (e) =>
    `  round ${e.round}: boarders die ${e.attackDie} (TMS ${e.attackTms}) kill ${e.defenderLosses}, defenders die ${e.defenceDie} (TMS ${e.defenceTms}) kill ${e.attackerLosses}`,
  meleeEnd: (e, name) =>
    `  melee aboard ${name(e.target)}: ${e.winner === 'none' ? 'no decision' : `${e.winner} win`} — ${e.reason}`,
  capture: (e, name) => `${name(e.ship)} CAPTURED by ${e.by} (prize crew ${e.prizeCrew}, prisoners ${e.prisoners})`,
  recapture: (e, name) => `${name(e.ship)} back in the hands of ${e.side}: ${e.reason}`,
  transfer: (e, name) => `${e.squares} crew squares transfer from ${name(e.from)} to ${name(e.to)}`,
  crewless: (e, name) =>
    e.manned
      ? `${name(e.ship)} has crew on board again and returns to duty next turn (11.4.2.2)`
      : `${name(e.ship)} has lost all her crew: she cannot move or fight until crew is put on board (11.4.2.2)`,
  reload: (e, name) =>
    `${name(e.ship)} loads ${SIDE[e.broadside]} with ${e.ammo}${e.ready ? '' : ' (ready next turn)'}`,
  repair: (e, name) =>
    `${name(e.ship)} repairs ${e.kind === 'H' ? 'hull' : e.kind === 'G' ? 'guns' : 'rigging'}${e.restored ? `: ${e.restored} squares restored` : ` (${e.progress}/3)`}`,
  sail: (e, name) => `${name(e.ship)} ${e.fullSail ? 'sets full sails' : 'shortens to battle sails'}`,
  anchor: (e, name) => `${name(e.ship)}: ${e.state}`,
  victory: (e) =>
    `GAME OVER — ${e.winner === 'draw' ? 'a draw' : `${e.winner} wins`}: ${e.reason} (points ${Object.entries(e.points)
      .map(([s, p]) => `${s} ${p}`)
      .join(', ')})`,
  mortarFire: (e, name) =>
    `${name(e.ship)} fires her ${e.mortar === 1 ? 'bow' : 'second'} mortar at ${e.targetKind === 'fort' ? e.target : name(e.target)} (range ${e.range}): table ${e.baseTable}${e.modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value}`).join('')} = ${e.table}, ${hits(e.hits)} (tripled, 42.9.3)`,
  mortarLoad: (e, name) =>
    `${name(e.ship)} loads her mortar${e.loading.length > 1 ? 's' : ''} (${e.loading.map((n) => `${Math.min(n, MORTAR_LOAD_TURNS)}/${MORTAR_LOAD_TURNS}`).join(', ')}, 42.5)`,
  fortDamage: (e) =>
    `${e.fort} at ${e.hex} loses ${e.squares} strength (${e.strength} left)${e.reduced ? ' — REDUCED' : ''}`,
};

/** One event as one line of text; `name` maps ship ids to display names. */
export function formatEvent(e: GameEvent, name: Name = (id) => id): string {
  return (EVENT_TEXT[e.type] as (e: GameEvent, name: Name) => string)(e, name);
}

export function formatLog(events: readonly GameEvent[], name?: (id: string) => string): string {
  return events.map((e) => formatEvent(e, name)).join('\n');
}
