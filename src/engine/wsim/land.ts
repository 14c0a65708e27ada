/**
 * A map's land hexes (7.1: never entered; 11.1.4, 24.1.5: they stop shot; 38.3: they wreck a drifting ship) in the
 * forms the phases read, each made once per map: the key list is shared by every state of a game.
 */
import { keyToHex, type Hex } from '../hex.js';

const landSets = new WeakMap<readonly number[], ReadonlySet<number>>();
const landHexes = new WeakMap<readonly number[], readonly Hex[]>();

/** The land hexes as a set of keys. */
export function landSetOf(keys: readonly number[]): ReadonlySet<number> {
  let set = landSets.get(keys);
  if (!set) landSets.set(keys, (set = new Set(keys)));
  return set;
}

/** The land hexes as hexes, in the order of the keys. */
export function landHexesOf(keys: readonly number[]): readonly Hex[] {
  let hexes = landHexes.get(keys);
  if (!hexes) landHexes.set(keys, (hexes = keys.map(keyToHex)));
  return hexes;
}
