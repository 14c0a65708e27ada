/**
 * Vega-Lite specifications of the report's charts. Every interval is precomputed (stats.ts) and
 * drawn from its `low`/`high` fields; every chart states its sample size. Data are inlined so a
 * `.vl.json` file renders on its own.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { CurveRow, EndingRow, LadderRow, MatchupRow, ProfileRow, TurnRow, ValueRow } from './aggregate.js';
import { ENDINGS } from './records.js';
import { count, orderBy } from './labels.js';

export interface Chart {
  id: string;
  title: string;
  /** how to read it, in one or two plain sentences */
  caption: string;
  /** CSV tables the chart is drawn from */
  tables: string[];
  spec: TopLevelSpec;
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const PCT = '.0%';

/** Round numbers for the inlined data (the CSV keeps the same values). */
export function tidy<T extends object>(rows: readonly T[]): T[] {
  return rows.map(
    (r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e4) / 1e4 : v,
        ]),
      ) as T,
  );
}

function header(title: string, subtitle: string) {
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle, anchor: 'start' as const },
    config: { view: { stroke: null }, font: 'sans-serif' },
  };
}

/** Heatmap of win shares of decided games, row against column, with interval tooltips. */
export function winHeatmap(
  id: string,
  title: string,
  rows: readonly MatchupRow[],
  rowTitle: string,
  colTitle: string,
  order: string[],
): Chart {
  // each game between two values is in two squares (row against column and column against row), a mirror game in one
  const n = rows.reduce((a, r) => a + (r.mirror ? r.games : r.games / 2), 0);
  const values = tidy(rows).map((r) => ({
    ...r,
    label: r.mirror ? 'mirror' : r.decided === 0 ? 'no result' : `${Math.round(r.winShare * 100)}%`,
    interval: r.mirror ? 'mirror: ½ by symmetry' : `${Math.round(r.low * 100)}–${Math.round(r.high * 100)}%`,
  }));
  const size = Math.max(60, Math.min(90, 480 / Math.max(1, order.length)));
  return {
    id,
    title,
    caption: `Each square: the share of decided games that the ${rowTitle} on the left won against the ${colTitle} below (draws left out; hover for draws, counts and the 95% Wilson interval). Blue: the row wins more; red: it loses more. Raw shares, pooled over everything else: fair only where each ${rowTitle} played each role equally often (as in side-swapped factorial designs); the effects with every other factor held fixed are in the adjusted model.`,
    tables: [`${id}.csv`],
    spec: {
      ...header(title, `${count(Math.round(n))} games; colour = wins of decided games; tooltip: 95% Wilson interval`),
      data: { values },
      width: size * order.length,
      height: size * order.length,
      encoding: {
        x: { field: 'col', type: 'nominal', sort: order, title: `against (${colTitle})`, axis: { labelAngle: -30 } },
        y: { field: 'row', type: 'nominal', sort: order, title: rowTitle },
        tooltip: [
          { field: 'row', title: rowTitle },
          { field: 'col', title: 'against' },
          { field: 'winShare', title: 'wins of decided games', format: PCT },
          { field: 'interval', title: '95% interval' },
          { field: 'decided', title: 'decided games' },
          { field: 'draws', title: 'draws' },
          { field: 'games', title: 'games (n)' },
          { field: 'drawShare', title: 'draw share', format: PCT },
        ],
      },
      layer: [
        {
          mark: { type: 'rect', stroke: 'white', strokeWidth: 2 },
          encoding: {
            color: {
              field: 'winShare',
              type: 'quantitative',
              title: 'wins of decided',
              scale: { domain: [0, 1], scheme: 'redblue' },
              legend: { format: PCT },
            },
          },
        },
        {
          mark: { type: 'text', fontSize: 12 },
          encoding: {
            text: { field: 'label' },
            color: { condition: { test: 'abs(datum.winShare - 0.5) > 0.3', value: 'white' }, value: 'black' },
          },
        },
      ],
    },
  };
}

const PROFILE_PANELS: { metric: ProfileRow['metric']; title: string; format?: string }[] = [
  { metric: 'damage per turn', title: 'squares dealt per turn' },
  { metric: 'turns to decision', title: 'turns to decision' },
  { metric: 'decided by melee', title: 'games decided by melee', format: '.1~%' },
];

/** Per doctrine: damage per turn by hit type, turns to decision and melee share, split by class or crew. */
export function doctrineProfileChart(
  rows: readonly ProfileRow[],
  kind: ProfileRow['splitKind'],
  doctrines: string[],
  splits: string[],
): Chart {
  const mine = tidy(rows.filter((r) => r.splitKind === kind)).map((r) => ({
    ...r,
    interval: Number.isFinite(r.low) ? `${fmt(r.low, r.metric)} – ${fmt(r.high, r.metric)}` : 'n/a (n < 2)',
  }));
  const splitTitle = kind === 'class' ? 'ship class' : kind === 'quality' ? 'crew quality' : 'games';
  const n = Math.max(0, ...mine.filter((r) => r.metric === 'decided by melee').map((r) => r.n));
  const id = `doctrine-profile-${kind === 'all' ? 'all' : `by-${kind}`}`;
  const width = Math.max(120, doctrines.length * Math.max(24, splits.length * 14));
  const panel = (p: (typeof PROFILE_PANELS)[number], extra: object) => ({
    transform: [{ filter: { field: 'metric', equal: p.metric } }],
    ...extra,
  });
  const layers = (p: (typeof PROFILE_PANELS)[number]) => {
    const y = { type: 'quantitative' as const, title: p.title, ...(p.format ? { axis: { format: p.format } } : {}) };
    const common = {
      x: { field: 'doctrine', type: 'nominal' as const, sort: doctrines, title: 'doctrine', axis: { labelAngle: -30 } },
      xOffset: { field: 'split', type: 'nominal' as const, sort: splits },
      color: { field: 'split', type: 'nominal' as const, sort: splits, title: splitTitle },
    };
    return [
      {
        mark: { type: 'rule' as const, strokeWidth: 2 },
        encoding: { ...common, y: { field: 'low', ...y }, y2: { field: 'high' } },
      },
      {
        mark: { type: 'point' as const, filled: true, size: 50 },
        encoding: {
          ...common,
          y: { field: 'estimate', ...y },
          tooltip: [
            { field: 'doctrine' },
            { field: 'split', title: splitTitle },
            { field: 'metric' },
            { field: 'type', title: 'hit type' },
            { field: 'estimate', title: 'estimate', format: p.format ?? '.2f' },
            { field: 'interval', title: '95% interval' },
            { field: 'n', title: 'n' },
          ],
        },
      },
    ];
  };
  const [damage, turns, melee] = PROFILE_PANELS;
  return {
    id,
    title: `Doctrine profile${kind === 'all' ? '' : ` by ${splitTitle}`}`,
    caption: `Dots are estimates, bars their 95% intervals (t intervals for means, Wilson for shares), one colour per ${splitTitle}. Damage is squares of hits dealt per turn by type (H hull, G guns, C crew, R rigging); turns to decision count only games decided before the turn limit.`,
    tables: ['doctrine-profile.csv'],
    spec: {
      ...header(
        `Doctrine profile${kind === 'all' ? '' : ` by ${splitTitle}`}`,
        `up to ${count(n)} games per doctrine; bars: 95% intervals`,
      ),
      data: { values: mine },
      vconcat: [
        panel(damage, {
          facet: {
            column: {
              field: 'type',
              type: 'nominal',
              sort: ['H', 'G', 'C', 'R'],
              title: 'squares dealt per turn, by hit type',
            },
          },
          spec: { width, height: 150, layer: layers(damage) },
        }),
        {
          hconcat: [
            panel(turns, { width, height: 150, layer: layers(turns) }),
            panel(melee, { width, height: 150, layer: layers(melee) }),
          ],
        },
      ],
      resolve: { scale: { color: 'shared' } },
    } as TopLevelSpec,
  };
}

function fmt(v: number, metric: ProfileRow['metric']): string {
  return metric === 'decided by melee' ? `${Math.round(v * 100)}%` : v.toFixed(2);
}

/** Victory points taken per point lost, per class, with delta-method intervals. */
export function classValueChart(rows: readonly ValueRow[]): Chart {
  const values = tidy(rows).map((r) => ({
    ...r,
    interval: Number.isFinite(r.low) ? `${r.low.toFixed(2)} – ${r.high.toFixed(2)}` : 'n/a',
  }));
  const classes = rows.map((r) => r.shipClass);
  const n = rows.reduce((a, r) => a + r.games, 0);
  return {
    id: 'class-value',
    title: 'Points per point: victory points taken per point lost',
    caption:
      'Above 1, ships of the class take more points from the enemy than they give up; the dashed line is an even exchange. Bars: 95% intervals (delta method).',
    tables: ['class-value.csv'],
    spec: {
      ...header(
        'Points per point: victory points taken per point lost',
        `${count(n)} ship-side games; bars: 95% intervals`,
      ),
      data: { values },
      width: Math.max(160, classes.length * 60),
      height: 200,
      layer: [
        {
          mark: { type: 'rule', strokeDash: [4, 4], color: 'gray' },
          data: { values: [{ one: 1 }] },
          encoding: { y: { field: 'one', type: 'quantitative' } },
        },
        {
          mark: { type: 'rule', strokeWidth: 2 },
          encoding: {
            x: { field: 'shipClass', type: 'nominal', sort: classes, title: 'ship class', axis: { labelAngle: -30 } },
            y: { field: 'low', type: 'quantitative', title: 'points taken per point lost' },
            y2: { field: 'high' },
          },
        },
        {
          mark: { type: 'point', filled: true, size: 60 },
          encoding: {
            x: { field: 'shipClass', type: 'nominal', sort: classes },
            y: { field: 'ratio', type: 'quantitative' },
            tooltip: [
              { field: 'shipClass', title: 'class' },
              { field: 'ratio', title: 'points per point', format: '.2f' },
              { field: 'interval', title: '95% interval' },
              { field: 'pointsFor', title: 'mean points taken', format: '.2f' },
              { field: 'pointsAgainst', title: 'mean points lost', format: '.2f' },
              { field: 'games', title: 'n' },
            ],
          },
        },
      ],
    },
  };
}

/** Win share of decided games against the crew-quality difference, with a Wilson band. */
export function qualityCurveChart(rows: readonly CurveRow[]): Chart {
  const values = tidy(rows).map((r) => ({
    ...r,
    interval: r.mirror ? 'equal crews: ½ by symmetry' : `${Math.round(r.low * 100)}–${Math.round(r.high * 100)}%`,
  }));
  const n = rows.reduce((a, r) => a + (r.mirror ? r.games : r.games / 2), 0);
  return {
    id: 'quality-curve',
    title: 'Crew quality: win probability against the quality difference',
    caption:
      'x: own crew grade minus the enemy’s (elite, crack, average, green, poor: one grade per step). y: share of decided games won; the band is the 95% Wilson interval. Equal crews sit at 50% by symmetry.',
    tables: ['quality-curve.csv'],
    spec: {
      ...header(
        'Crew quality: win probability against the quality difference',
        `${count(Math.round(n))} games; band: 95% Wilson interval`,
      ),
      data: { values },
      width: 360,
      height: 220,
      encoding: {
        x: {
          field: 'qualityDiff',
          type: 'quantitative',
          title: 'own crew grade minus the enemy’s',
          axis: { values: rows.map((r) => r.qualityDiff), format: '+d' },
        },
      },
      layer: [
        {
          mark: { type: 'area', opacity: 0.25 },
          encoding: {
            y: {
              field: 'low',
              type: 'quantitative',
              title: 'wins of decided games',
              scale: { domain: [0, 1] },
              axis: { format: PCT },
            },
            y2: { field: 'high' },
          },
        },
        { mark: { type: 'line' }, encoding: { y: { field: 'winShare', type: 'quantitative' } } },
        {
          mark: { type: 'point', filled: true, size: 50 },
          encoding: {
            y: { field: 'winShare', type: 'quantitative' },
            tooltip: [
              { field: 'qualityDiff', title: 'grade difference' },
              { field: 'winShare', title: 'wins of decided', format: PCT },
              { field: 'interval', title: '95% interval' },
              { field: 'decided', title: 'decided games' },
              { field: 'games', title: 'games (n)' },
            ],
          },
        },
      ],
    },
  };
}

/** How games ended, per cell: stacked shares. */
export function endingsChart(rows: readonly EndingRow[]): Chart {
  const rank = new Map<string, number>(ENDINGS.map((e, i) => [e, i]));
  const values = tidy(rows).map((r) => ({
    ...r,
    rank: rank.get(r.ending),
    interval: `${Math.round(r.low * 100)}–${Math.round(r.high * 100)}%`,
  }));
  const cells = orderBy(rows.map((r) => r.cellLabel));
  const n = new Map(rows.map((r) => [r.cellLabel, r.cellGames]));
  const total = [...n.values()].reduce((a, b) => a + b, 0);
  return {
    id: 'endings',
    title: 'How games end',
    caption:
      'Each bar is one cell of the experiment; segments are the share of its games ended by each cause (the losing side’s last surrender; “capture” when the winner took a prize; turn limit when time ran out). Hover for counts and 95% Wilson intervals.',
    tables: ['endings.csv'],
    spec: {
      ...header('How games end', `${count(total)} games in ${count(cells.length)} cells`),
      data: { values },
      width: 420,
      height: Math.max(60, cells.length * 22),
      mark: 'bar',
      encoding: {
        y: { field: 'cellLabel', type: 'nominal', sort: cells, title: null, axis: { labelLimit: 480 } },
        x: {
          field: 'share',
          type: 'quantitative',
          stack: 'zero',
          title: 'share of games',
          axis: { format: PCT },
          scale: { domain: [0, 1] },
        },
        color: {
          field: 'ending',
          type: 'nominal',
          title: 'ended by',
          scale: { domain: [...ENDINGS], scheme: 'tableau20' },
        },
        order: { field: 'rank', type: 'quantitative', sort: 'ascending' },
        tooltip: [
          { field: 'cellLabel', title: 'cell' },
          { field: 'ending', title: 'ended by' },
          { field: 'share', title: 'share', format: PCT },
          { field: 'interval', title: '95% interval' },
          { field: 'games', title: 'games' },
          { field: 'cellGames', title: 'games in cell (n)' },
        ],
      },
    },
  };
}

/** Distribution of turns to decision. */
export function turnsChart(rows: readonly TurnRow[]): Chart {
  const values = tidy(rows).map((r) => ({
    ...r,
    interval: `${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}%`,
  }));
  const n = rows.reduce((a, r) => a + r.games, 0);
  const top = Math.max(...rows.map((r) => r.high));
  return {
    id: 'turns',
    title: 'Turns to decision',
    caption:
      'Share of decided games (those that ended before the turn limit) by the turn they ended; whiskers are 95% Wilson intervals.',
    tables: ['turns.csv'],
    spec: {
      ...header('Turns to decision', `${count(n)} decided games; whiskers: 95% Wilson intervals`),
      data: { values },
      width: 420,
      height: 200,
      encoding: { x: { field: 'turns', type: 'ordinal', title: 'turn the game was decided' } },
      layer: [
        {
          mark: 'bar',
          encoding: {
            y: {
              field: 'share',
              type: 'quantitative',
              title: 'share of decided games',
              axis: { format: PCT },
              scale: { domainMax: top },
            },
            tooltip: [
              { field: 'turns', title: 'turn' },
              { field: 'games', title: 'games' },
              { field: 'share', title: 'share', format: '.1%' },
              { field: 'interval', title: '95% interval' },
            ],
          },
        },
        {
          mark: { type: 'rule', color: 'black' },
          encoding: { y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } },
        },
      ],
    },
  };
}

/** Captain ladder: Elo with its 95% bounds. */
export function ladderChart(rows: readonly LadderRow[]): Chart {
  const values = tidy(rows).map((r) => ({ ...r, interval: `${Math.round(r.low)} to ${Math.round(r.high)}` }));
  const captains = rows.map((r) => r.captain);
  return {
    id: 'ladder',
    title: 'Captain ladder: Elo',
    caption:
      'Elo relative to the first captain of the ladder (anchored at 0); bars are the 95% intervals from `wsim ladder`. Overlapping bars: the order between those captains is not settled.',
    tables: ['ladder.csv'],
    spec: {
      ...header(
        'Captain ladder: Elo',
        `${count(rows.reduce((a, r) => a + r.games, 0) / 2)} games; bars: 95% intervals`,
      ),
      data: { values },
      width: 360,
      height: Math.max(60, captains.length * 28),
      encoding: { y: { field: 'captain', type: 'nominal', sort: captains, title: null } },
      layer: [
        {
          mark: { type: 'rule', strokeWidth: 2 },
          encoding: { x: { field: 'low', type: 'quantitative', title: 'Elo (95% interval)' }, x2: { field: 'high' } },
        },
        {
          mark: { type: 'point', filled: true, size: 60 },
          encoding: {
            x: { field: 'elo', type: 'quantitative' },
            tooltip: [
              { field: 'captain' },
              { field: 'elo', title: 'Elo', format: '.0f' },
              { field: 'interval', title: '95% interval' },
              { field: 'games', title: 'games (n)' },
            ],
          },
        },
      ],
    },
  };
}
