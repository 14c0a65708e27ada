/** What happens in a Springelkamp turn, as typed events, and how each reads as one line. */
import type { ShipId, SideId } from '../system.js';
import type { Broadside, CourseAttitude, Sail, TargetType } from './types.js';

interface At {
  turn: number;
}

export type SprEvent =
  | (At & {
      type: 'moved';
      ship: ShipId;
      plot: string;
      course: CourseAttitude | null;
      from: string;
      to: string;
      stoppedAt?: number;
    })
  | (At & { type: 'collision'; ship: ShipId; with: ShipId; hex: string; entered: ShipId; why: string })
  | (At & {
      type: 'fire';
      ship: ShipId;
      broadside: Broadside;
      target: ShipId;
      aim: TargetType;
      range: number;
      firepower: number;
      modifiers: { why: string; value: number }[];
      die: number;
      total: number;
      hull: number;
      rigging: number;
      opposite: number;
      hullSide: Broadside;
      rake: 'bow' | 'stern' | null;
      /** the announced stern rake of the extension, made at this movement point (1 = the first) */
      atMovementPoint?: number;
    })
  | (At & { type: 'riggingSectionLost'; ship: ShipId; section: number })
  | (At & { type: 'riggingFalls'; ship: ShipId; broadside: Broadside; die?: number })
  | (At & { type: 'fireStarts'; ship: ShipId; cause: string })
  | (At & { type: 'fireFought'; ship: ShipId; roll: number; need: number; out: boolean })
  | (At & { type: 'struck'; ship: ShipId })
  | (At & {
      type: 'drift';
      ship: ShipId;
      roll: number;
      number: number;
      drifted: boolean;
      from: string;
      to: string;
      choice?: { roll: number; need: number; by: SideId; turn: 'P' | 'S' };
      blockedBy?: ShipId;
    })
  | (At & { type: 'groupDrift'; ships: ShipId[]; roll: number; number: number; drifted: boolean })
  | (At & { type: 'unfoul'; ship: ShipId; with: ShipId; roll: number; need: number; cleared: boolean })
  | (At & { type: 'riggingCleared'; ship: ShipId; broadside: Broadside; roll: number; need: number; cleared: boolean })
  | (At & { type: 'sail'; ship: ShipId; from: Sail; to: Sail })
  | (At & { type: 'boardingParty'; ship: ShipId; formed: boolean })
  | (At & { type: 'grapple'; ship: ShipId; target: ShipId; roll: number; need: number; success: boolean })
  | (At & {
      type: 'ungrapple';
      ship: ShipId;
      from: ShipId;
      roll: number;
      need: number;
      success: boolean;
      automatic?: string;
    })
  | (At & {
      type: 'melee';
      attacker: ShipId;
      defender: ShipId;
      /** assisting a friendly ship: the fight is with `defender`'s boarding party on this ship (Special Cases) */
      aboard?: ShipId;
      /** the Splitting Table modifiers of attacker and defender when a crew fights two melees (0 when not split) */
      split?: [number, number];
      round: number;
      values: [number, number];
      dice: [number, number];
      damage: [number, number];
      morale: [{ roll: number; need: number; passed: boolean }, { roll: number; need: number; passed: boolean }];
      result: MeleeResult;
    })
  | (At & { type: 'captured'; ship: ShipId; by: SideId })
  /**
   * Melee: Special Cases, "Both sides have an Attacking Boarding Party": `ship`'s boarding gives way to
   * `attacker`'s, whose attack modifier (or crew quality on a tie) is higher; values: the two modifiers as plotted
   */
  | (At & { type: 'boardingContest'; ship: ShipId; attacker: ShipId; values: [number, number] })
  /** Special Cases, assisting: the enemy boarding party on `aboard` overcome by `by`; its ship takes its bonus as damage */
  | (At & { type: 'partyOvercome'; ship: ShipId; aboard: ShipId; by: ShipId; damage: number })
  | (At & { type: 'prizeCrew'; ship: ShipId; prize: ShipId; cost: number })
  | (At & { type: 'orderIgnored'; ship: ShipId; order: string; reason: string })
  | (At & { type: 'gameOver'; winner: SideId | 'draw'; reason: string });

/** Melee: Result of Morale Checks. */
export type MeleeResult = 'repulsed' | 'noEffect' | 'onBoard' | 'partySurrenders' | 'captured';

const MELEE_TEXT: Readonly<Record<MeleeResult, string>> = {
  repulsed: 'boarding party repulsed',
  noEffect: 'no effect',
  onBoard: 'attacker on board',
  partySurrenders: 'boarding party surrenders',
  captured: 'defending ship captured',
};

/** One line for an event (a ship's name from `name`, its id by default). */
export function formatSprEvent(e: SprEvent, name: (id: ShipId) => string = (x) => x): string {
  const t = `T${e.turn}`;
  switch (e.type) {
    case 'moved':
      return `${t} ${name(e.ship)} sails "${e.plot}" (course ${e.course ?? '-'}) ${e.from} → ${e.to}${e.stoppedAt !== undefined ? ` (stopped after ${e.stoppedAt} MP)` : ''}`;
    case 'collision':
      return `${t} collision: ${name(e.ship)} and ${name(e.with)} at ${e.hex}; ${name(e.entered)} enters (${e.why}); rigging fouled`;
    case 'fire': {
      const mods = e.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.why}`).join(', ');
      return `${t} ${name(e.ship)} ${e.broadside === 'L' ? 'port' : 'starboard'} fires at ${name(e.target)} (${e.aim}, ${e.range} hexes${e.rake ? `, ${e.rake} rake` : ''}): ${e.firepower}${mods ? ` ${mods}` : ''} + die ${e.die} = ${e.total}: hull ${e.hull} (${e.hullSide === 'L' ? 'port' : 'starboard'}), rigging ${e.rigging}, opposite broadside ${e.opposite}`;
    }
    case 'riggingSectionLost':
      return `${t} ${name(e.ship)} loses rigging section ${e.section + 1}`;
    case 'riggingFalls':
      return `${t} falling rigging obscures ${name(e.ship)}'s ${e.broadside === 'L' ? 'port' : 'starboard'} broadside${e.die ? ` (die ${e.die})` : ''}`;
    case 'fireStarts':
      return `${t} fire on board ${name(e.ship)} (${e.cause})`;
    case 'fireFought':
      return `${t} ${name(e.ship)} fights the fire: ${e.roll} vs ${e.need}: ${e.out ? 'extinguished' : 'burns on (1 hull, 1 rigging)'}`;
    case 'struck':
      return `${t} ${name(e.ship)} strikes her flag`;
    case 'drift':
      return `${t} ${name(e.ship)} drift roll ${e.roll} vs ${e.number}: ${e.drifted ? `drifts ${e.from} → ${e.to}${e.choice ? ` (turning ${e.choice.turn}, chosen by ${e.choice.by})` : ''}` : e.blockedBy ? `blocked by ${name(e.blockedBy)}` : 'holds'}`;
    case 'groupDrift':
      return `${t} fouled group ${e.ships.map(name).join(', ')} drift roll ${e.roll} vs ${e.number}: ${e.drifted ? 'shifted with the wind' : 'holds'}`;
    case 'unfoul':
      return `${t} ${name(e.ship)} clears fouling with ${name(e.with)}: ${e.roll} vs ${e.need}: ${e.cleared ? 'cleared' : 'still fouled'}`;
    case 'riggingCleared':
      return `${t} ${name(e.ship)} clears fallen rigging (${e.broadside}): ${e.roll} vs ${e.need}: ${e.cleared ? 'cleared' : 'not yet'}`;
    case 'sail':
      return `${t} ${name(e.ship)} sail ${e.from} → ${e.to}`;
    case 'boardingParty':
      return `${t} ${name(e.ship)} ${e.formed ? 'forms' : 'dissolves'} a boarding party`;
    case 'grapple':
      return `${t} ${name(e.ship)} grapples ${name(e.target)}: ${e.roll} vs ${e.need}: ${e.success ? 'grappled' : 'fails'}`;
    case 'ungrapple':
      return `${t} ${name(e.ship)} ungrapples from ${name(e.from)}: ${e.automatic ?? `${e.roll} vs ${e.need}`}: ${e.success ? 'free' : 'still grappled'}`;
    case 'melee':
      return `${t} melee round ${e.round}, ${name(e.attacker)} boarding ${e.aboard ? `${name(e.aboard)} against ${name(e.defender)}'s party` : name(e.defender)}: ${e.values[0]}+${e.dice[0]} / ${e.values[1]}+${e.dice[1]}, damage ${e.damage[0]} / ${e.damage[1]}, morale ${e.morale[0].passed ? 'passed' : 'failed'} / ${e.morale[1].passed ? 'passed' : 'failed'}: ${e.aboard && e.result === 'captured' ? 'the enemy boarding party overcome' : MELEE_TEXT[e.result]}`;
    case 'boardingContest':
      return `${t} ${name(e.ship)} and ${name(e.attacker)} board each other: ${name(e.attacker)} is the attacker (attack modifiers ${e.values[0]} / ${e.values[1]})`;
    case 'partyOvercome':
      return `${t} ${name(e.ship)}'s boarding party on ${name(e.aboard)} overcome by ${name(e.by)}: ${e.damage} damage`;
    case 'captured':
      return `${t} ${name(e.ship)} is captured by ${e.by}`;
    case 'prizeCrew':
      return `${t} ${name(e.ship)} puts a prize crew on ${name(e.prize)} (${e.cost} damage)`;
    case 'orderIgnored':
      return `${t} ${name(e.ship)}: order ${e.order} ignored: ${e.reason}`;
    case 'gameOver':
      return `${t} game over: ${e.winner === 'draw' ? 'a draw' : `${e.winner} wins`} (${e.reason})`;
  }
}
