/**
 * Fast firing geometry for look-ahead. Everything a broadside needs to know about a pair of ship
 * placements — range (11.2.1), play of each broadside (11.1), the lowest field (24.1.1), rakes
 * (11.3.2, 24.4, XIII) — depends only on the offset between the bows and the two headings, so it is
 * computed once per relative placement with the engine's own geometry functions and memoised.
 */
import { shipRange, type Placement } from '../../../src/index.js';
import { byOffset } from '../../placement.js';
import { basicRake, lineRake, shipFields, shipInPlay } from '../../../src/api/wsim.js';

export interface Relation {
  /** 11.2.1 range */
  range: number;
  /** target (any hex) in the play of the firer's L / R broadside */
  inPlayL: boolean;
  inPlayR: boolean;
  /** 24.1.1 lowest field the target occupies in the L / R play (0 when outside) */
  fieldL: number;
  fieldR: number;
  /** 11.3.2 Basic rake: 0 none, 1 rake, 2 rake through the stern */
  basicRake: 0 | 1 | 2;
  /** firer on the target's bow (1) or stern (2) line (24.4.1, XIII), at any range */
  line: 0 | 1 | 2;
  /** firer in the play of either of the target's broadsides (24.4.2) */
  exposed: boolean;
  /** the relation the other way round, once looked up (see backOf) */
  back?: Relation;
}

function compute(a: Placement, b: Placement): Relation {
  const range = shipRange(a, b);
  const br = basicRake(a, b, range);
  const lr = lineRake(a, b, range, false, Number.POSITIVE_INFINITY);
  const fl = shipFields(a, 'L', b);
  const fr = shipFields(a, 'R', b);
  return {
    range,
    inPlayL: shipInPlay(a, 'L', b),
    inPlayR: shipInPlay(a, 'R', b),
    fieldL: fl.length ? fl[0] : 0,
    fieldR: fr.length ? fr[0] : 0,
    basicRake: br.rake ? (br.stern ? 2 : 1) : 0,
    line: lr.rake ? (lr.stern ? 2 : 1) : 0,
    exposed: shipInPlay(b, 'L', a) || shipInPlay(b, 'R', a),
    back: undefined, // set by backOf (declared here so every relation has the same shape)
  };
}

/** The firing relation of firer `a` to target `b`, memoised by their offset and headings. */
export const relation: (a: Placement, b: Placement) => Relation = byOffset(compute);

/** The relation of `b` to `a`, given `rel` = relation(a, b): remembered on `rel`, so an exchange looks it up once. */
export function backOf(rel: Relation, a: Placement, b: Placement): Relation {
  return rel.back ?? (rel.back = relation(b, a));
}

/** 11.2.1 range between two placements (memoised). */
export function rangeOf(a: Placement, b: Placement): number {
  return relation(a, b).range;
}

/** Rake as the rules level counts it: 11.3.2 (Basic), XIII (optional rake), 24.4 (Advanced, ≤ 5 hexes). */
export function rakeOf(rel: Relation, level: 'basic' | 'advanced', optionalRake: boolean): 0 | 1 | 2 {
  if (level === 'advanced') {
    if (rel.range > 5 || rel.line === 0) return 0;
    if (rel.range > 1 && rel.exposed) return 0;
    return rel.line;
  }
  if (optionalRake) return rel.range <= 10 ? rel.line : 0;
  return rel.basicRake;
}
