/**
 * The rule checks of loads (13.0, 24.2) and boarding parties (10.0–10.2), written once: the Reload and
 * Boarding Preparation Phases refuse an order with the reason these give, and the public queries
 * checkLoad / checkBoarding (modelled on checkPlot) answer the same question for a state or a side's
 * view before the order is given. Nothing here reads what a view hides.
 */
import { shipRange } from './geometry.js';
import { controllerOf, isAfloat, isOperational, linkedShips } from './ship.js';
import { chainshotAllowed } from './tables/ammunition.js';
import type { Ammo, BoardingParty, GameState, GameStatic, Level, ShipBody, ShipId } from './types.js';

/** 13.3 roundshot only in the Basic Game; 24.2.2.4 chainshot never for a nation the table forbids. null: allowed. */
export function ammoRefusal(level: Level, nation: string, ammo: Ammo): string | null {
  if (level !== 'advanced' && ammo !== 'round') return 'only roundshot in the Basic Game (13.3)';
  if (ammo === 'chain' && !chainshotAllowed(nation)) return `the ${nation} may never fire chainshot (24.2.2.4)`;
  return null;
}

/** What a boarding check needs of the ship beside the board: is she repairing this turn (20.5.6)? */
export interface BoardingCircumstances {
  repairing?: boolean;
}

/**
 * Why a ship may form no boarding party at all this turn (11.4.1.2, 12.4.4, 20.3.6.1), or null.
 */
export function boardingBarred(ship: ShipBody): string | null {
  if (!isOperational(ship)) {
    return ship.surrendered?.cause === 'striking'
      ? 'the crew of a struck ship cannot take part in melee (11.4.1.2)'
      : 'a surrendered or crewless ship forms no boarding parties (12.4.4)';
  }
  if (ship.upAnchorTurns > 0) return 'a ship up-anchoring may not engage in melee (20.3.6.1)';
  return null;
}

/**
 * Why one boarding party may not be formed (10.1, 10.2.4, 10.2.6, 10.0, 20.5.6), or null. Crew sections
 * are counted separately (boardingSections): they depend on the parties formed before it.
 */
export function partyRefusal(
  board: Pick<GameState, 'static' | 'ships' | 'fouls' | 'grapples'>,
  ship: ShipBody,
  party: BoardingParty,
  c: BoardingCircumstances = {},
): string | null {
  const st = board.static;
  const id = st.ships[ship.idx].id;
  if (!(Math.floor(party.sections) >= 1)) return 'a boarding party needs at least one crew section (10.1)';
  if (party.type === 'OBP' && c.repairing) return 'a ship under repair may not form an OBP (20.5.6)';
  const target = party.target !== undefined ? shipOf(board, party.target) : undefined;
  const links = linkedShips(board, id);
  if (party.type === 'OBP') {
    if (!target || (controllerOf(st, target) === controllerOf(st, ship) && !target.surrendered))
      return 'an OBP must name an enemy ship (10.2.4)';
    if (!links.includes(party.target!)) return 'boarding needs the ships to be fouled or grappled (10.0)';
  } else if (party.type === 'TBP') {
    if (!target || target === ship || target.idx === ship.idx || !isAfloat(target) || shipRange(ship, target) !== 1)
      return 'a TBP transfers only to an adjacent ship (10.2.6)';
  } else if (links.length === 0) return 'a DBP needs the ship to be fouled or grappled (10.0)';
  return null;
}

function shipOf(board: Pick<GameState, 'static' | 'ships'>, id: ShipId): ShipBody | undefined {
  const i = board.static.ships.findIndex((s) => s.id === id);
  return i < 0 ? undefined : board.ships[i];
}

/** Crew sections of a ship already engaged in melees carried over from earlier turns (12.3.4). */
export function sectionsInMelees(board: Pick<GameState, 'melees'>, id: ShipId): Set<number> {
  const busy = new Set<number>();
  for (const m of board.melees)
    for (const p of [...m.attackers, ...m.defenders]) if (p.ship === id) p.sections.forEach((s) => busy.add(s));
  return busy;
}

/**
 * 10.1.2 the crew sections a ship may commit this turn, in order (the lowest first): her prize crew on a
 * captured ship, else the sections with crew that no continuing melee holds, less those tied to the
 * pumps (critical 12 H, waterline sections).
 */
export function boardingSections(
  board: { static: Pick<GameStatic, 'ships'>; melees: GameState['melees'] },
  ship: ShipBody,
): number[] {
  const busy = sectionsInMelees(board, board.static.ships[ship.idx].id);
  if (ship.prize) return ship.prize.squares > 0 && !busy.has(-1) ? [-1] : [];
  const available: number[] = [];
  ship.crew.forEach((c, i) => {
    if (c > 0 && !busy.has(i)) available.push(i);
  });
  for (let k = 0; k < ship.waterlineSections && available.length; k++) available.pop();
  return available;
}

/**
 * 10.1.2 the n lowest available crew sections a party takes, skipping those taken by earlier parties and
 * the section in the rigging (23.0: not for an OBP or a TBP; pass null for a DBP). Fewer when too few.
 */
export function takeSections(
  available: readonly number[],
  taken: ReadonlySet<number>,
  n: number,
  rigging: number | null,
): number[] {
  const out: number[] = [];
  for (const s of available) {
    if (out.length >= n) break;
    if (!taken.has(s) && s !== rigging) out.push(s);
  }
  return out;
}
