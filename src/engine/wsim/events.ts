/** Typed events: everything that happens in a turn, readable as a game log (see log.ts). */
import type { Aim, Ammo, Broadside, BoardingType, ShipId, SideId, SurrenderCause } from './types.js';

export interface HitSummary {
  H: number;
  G: number;
  C: number;
  R: number;
}

export interface Modifier {
  /** e.g. "crew quality (crack)", with the rule number */
  name: string;
  value: number;
}

export type GameEvent =
  | { type: 'turnStart'; turn: number }
  | { type: 'phase'; turn: number; phase: string }
  | { type: 'windCheck'; turn: number; die: number; needed: number; changes: boolean }
  | {
      type: 'windChange';
      turn: number;
      directionDie: number;
      velocityDie: number;
      direction: number;
      velocity: number;
      velocityName: string;
    }
  /** 37.0 / IX the ship's wind is blocked by an adjacent windward ship: `loss` hexes off every attitude this turn */
  | { type: 'windBlocked'; turn: number; ship: string; by: string; loss: number }
  /** 35.4.1 a tow is rigged (the two ships hold this turn and move as one from the next) */
  | { type: 'towRigged'; turn: number; tower: string; towed: string }
  /** 35.4.3, 35.4.3.1, 35.4.4 a tow ends */
  | { type: 'towEnded'; turn: number; tower: string; towed: string; reason: string }
  /** 38.1–38.2 a ship runs aground; `die` is the refloating difficulty (38.2.2: 6, not by ordinary means) */
  | {
      type: 'aground';
      turn: number;
      ship: string;
      hex: string;
      depth: number;
      depthValue: number;
      die: number;
      stuck: boolean;
    }
  /** 38.2.1 the refloating roll (die null: a 6 was rolled at grounding and no guns went overboard, 38.2.2) */
  | {
      type: 'refloat';
      turn: number;
      ship: string;
      die: number | null;
      needed: number;
      modifier: number;
      success: boolean;
      blocked?: boolean;
    }
  /** 38.2.2.1 a gun square of one broadside thrown overboard; `bonus`: one of each broadside is gone, +1 to refloat */
  | { type: 'lightened'; turn: number; ship: string; broadside: Broadside; bonus: boolean }
  /** 38.3 a ship driven onto land is destroyed */
  | { type: 'wrecked'; turn: number; ship: string; hex: string }
  /** 33.0 / V the fourth die: the new wind change number */
  | { type: 'windChangeNumber'; turn: number; die: number; changeNumber: number }
  | { type: 'stormDamage'; turn: number; ship: ShipId; die: number; rigging: number }
  | { type: 'sailLost'; turn: number; ship: ShipId; reason: string }
  | { type: 'doomRoll'; turn: number; ship: ShipId; die: number; fate: 'sink' | 'explode'; happens: boolean }
  | { type: 'sunk'; turn: number; ship: ShipId }
  | { type: 'exploded'; turn: number; ship: ShipId }
  | {
      type: 'unfoulAttempt';
      turn: number;
      ship: ShipId;
      other: ShipId;
      die: number;
      modifier: number;
      success: boolean;
    }
  | {
      type: 'plot';
      turn: number;
      ship: ShipId;
      plot: string;
      executed: string;
      legal: boolean;
      reason?: string;
      /** 32.3 command lag: the turn the plot was written on, when earlier than this one */
      writtenOn?: number;
    }
  | { type: 'orderIgnored'; turn: number; ship: ShipId; order: string; reason: string }
  | { type: 'entered'; turn: number; ship: ShipId; hex: string }
  | {
      type: 'moved';
      turn: number;
      ship: ShipId;
      from: string;
      to: string;
      heading: number;
      steps: string;
      drifted: boolean;
    }
  | { type: 'drift'; turn: number; ships: ShipId[]; blocked: boolean }
  | {
      type: 'collision';
      turn: number;
      step: number;
      hex: string;
      ships: ShipId[];
      kept: ShipId;
      rolls?: Record<ShipId, number>;
      reason: string;
    }
  | { type: 'fouling'; turn: number; a: ShipId; b: ShipId; die: number; fouled: boolean }
  | {
      type: 'grappleAttempt';
      turn: number;
      ship: ShipId;
      target: ShipId;
      die: number | null;
      modifier: number;
      success: boolean;
    }
  | {
      type: 'ungrappleAttempt';
      turn: number;
      ship: ShipId;
      other: ShipId;
      die: number | null;
      modifier: number;
      success: boolean;
    }
  | {
      type: 'boardingParty';
      turn: number;
      ship: ShipId;
      party: BoardingType;
      sections: number[];
      squares: number;
      target?: ShipId;
    }
  | {
      type: 'broadside';
      turn: number;
      ship: ShipId;
      broadside: Broadside;
      section: 'both' | 'bow' | 'stern';
      target: ShipId | null;
      range: number;
      guns: number;
      ammo: Ammo;
      aim: Aim;
      rake: boolean;
      sternRake: boolean;
      baseTable: number;
      modifiers: Modifier[];
      table: number;
      rolls: { table: number; die: number; hits: HitSummary; critical: boolean }[];
      hits: HitSummary;
      note?: string;
    }
  | { type: 'lowPowderFire'; turn: number; ship: ShipId; die: number; fire: boolean }
  | {
      type: 'damage';
      turn: number;
      ship: ShipId;
      hull: number;
      guns: number;
      crew: number;
      rigging: number;
      gunsToHull: number;
      sectionsLost: number;
    }
  | {
      type: 'mast';
      turn: number;
      ship: ShipId;
      die: number;
      result: 'falls free' | 'hangs over the left side' | 'hangs over the right side' | 'cut loose' | 'still hanging';
    }
  | { type: 'critical'; turn: number; ship: ShipId; number: number; aim: Aim; effect: string; detail: string }
  | { type: 'destroyedHull'; turn: number; ship: ShipId; die: number; result: 'STRIKES' | 'MAY_SINK' | 'MAY_EXPLODE' }
  | { type: 'surrender'; turn: number; ship: ShipId; cause: SurrenderCause; to: SideId }
  | { type: 'returnToDuty'; turn: number; ship: ShipId }
  | {
      type: 'meleeStart';
      turn: number;
      target: ShipId;
      attackers: ShipId[];
      attackTms: number;
      defenceTms: number;
      continuing: boolean;
    }
  | {
      type: 'meleeRound';
      turn: number;
      target: ShipId;
      round: number;
      attackDie: number;
      defenceDie: number;
      attackerLosses: number;
      defenderLosses: number;
      attackTms: number;
      defenceTms: number;
    }
  | { type: 'meleeEnd'; turn: number; target: ShipId; winner: 'attackers' | 'defenders' | 'none'; reason: string }
  | { type: 'capture'; turn: number; ship: ShipId; by: SideId; prizeCrew: number; prisoners: number }
  | { type: 'recapture'; turn: number; ship: ShipId; side: SideId; reason: string }
  | { type: 'transfer'; turn: number; from: ShipId; to: ShipId; squares: number }
  | { type: 'crewless'; turn: number; ship: ShipId; manned: boolean }
  | {
      type: 'reload';
      turn: number;
      ship: ShipId;
      broadside: Broadside;
      ammo: Ammo;
      ready: boolean;
      reloadsLeft: number;
    }
  | { type: 'repair'; turn: number; ship: ShipId; kind: 'H' | 'G' | 'R'; progress: number; restored: number }
  | { type: 'sail'; turn: number; ship: ShipId; fullSail: boolean }
  | { type: 'anchor'; turn: number; ship: ShipId; state: string }
  | { type: 'victory'; turn: number; winner: SideId | 'draw'; reason: string; points: Record<SideId, number> }
  /** 42.0 a bomb's mortar fires (42.9: Hit Table 2, 42.9.1 modifiers, 42.9.2 at the hull); `hits` are tripled (42.9.3) */
  | {
      type: 'mortarFire';
      turn: number;
      ship: ShipId;
      /** 1 the bow mortar, 2 the second mortar (42.4, 42.4.1) */
      mortar: number;
      target: string;
      targetKind: 'fort' | 'ship';
      range: number;
      baseTable: number;
      modifiers: Modifier[];
      table: number;
      rolls: { table: number; die: number; hits: HitSummary; critical: boolean }[];
      hits: HitSummary;
    }
  /** 42.5 a turn of loading on a bomb's mortars: turns done per mortar (4 = loaded); hidden from the enemy like a reload */
  | { type: 'mortarLoad'; turn: number; ship: ShipId; loading: number[] }
  /** 42.7, I-BOMB-5 a fort's strength squares marked after all firing; at 0 it is reduced */
  | {
      type: 'fortDamage';
      turn: number;
      fort: string;
      hex: string;
      squares: number;
      strength: number;
      reduced: boolean;
    }
  /** 32.5 command lag: the commander's flagship is lost (her squadron writes five turns ahead), or a successor hoists the flag */
  | {
      type: 'flagship';
      turn: number;
      side: SideId;
      ship: ShipId;
      change: 'lost' | 'hoisted';
      squadron: string | null;
    };

export type EventType = GameEvent['type'];
