/**
 * Rolling on the hit tables (11.2.6; Advanced 16.1.2): Basic tables 0–8 (above 8 → 8, 11.2.4);
 * Advanced tables 0–10, higher tables split into separate rolls (16.1.2.1); a 6 on an advanced
 * table is a possible critical hit (16.1.2.2).
 */
import { ADVANCED_HIT_TABLES, BASIC_HIT_TABLES, CRITICAL_DIE, type HitCounts } from '../tables/hitTables.js';
import { BASIC_MAX_TABLE, splitAdvancedTable } from '../tables/hitDetermination.js';
import type { TurnContext } from '../context.js';
import type { Aim } from '../types.js';
import type { HitSummary } from '../events.js';

export interface TableRoll {
  table: number;
  die: number;
  hits: HitSummary;
  critical: boolean;
}

export interface ShotRolls {
  rolls: TableRoll[];
  hits: HitSummary;
}

function counts(c: HitCounts): HitSummary {
  return { H: c[0], G: c[1], C: c[2], R: c[3] };
}

export function rollHitTables(ctx: TurnContext, table: number, aim: Aim): ShotRolls {
  const rolls: TableRoll[] = [];
  const total: HitSummary = { H: 0, G: 0, C: 0, R: 0 };
  if (table < 0) return { rolls, hits: total }; // 11.2.4 automatic miss
  const tables = ctx.advanced ? splitAdvancedTable(table) : [Math.min(table, BASIC_MAX_TABLE)];
  for (const t of tables) {
    const die = ctx.dice.d6();
    const row = ctx.advanced ? ADVANCED_HIT_TABLES[t] : BASIC_HIT_TABLES[t];
    const hits = counts((aim === 'hull' ? row.hull : row.rigging)[die - 1]);
    const critical = ctx.advanced && die === CRITICAL_DIE;
    rolls.push({ table: t, die, hits, critical });
    total.H += hits.H;
    total.G += hits.G;
    total.C += hits.C;
    total.R += hits.R;
  }
  return { rolls, hits: total };
}
