/**
 * What the board shows over the ships for the selected ship's orders: her legal ends (a hex offering several
 * headings offers them as arrows), the plot being typed with the counter where it leaves her, the targets and
 * fields of fire of the broadside chosen.
 */
import { board, game, label, seatState, type Actions } from './state.js';
import type { PlotEnd, SeatState, ShipCounter, StageOptions } from './types.js';

/** The legal ends by hex: for each hex the first plot ending there with each heading (a hex may offer several). */
function endsByHex(ends: readonly PlotEnd[]): Map<string, PlotEnd[]> {
  const out = new Map<string, PlotEnd[]>();
  for (const e of ends) {
    const k = `${e.bow.q},${e.bow.r}`;
    const list = out.get(k) ?? [];
    if (!list.some((x) => x.heading === e.heading)) list.push(e);
    out.set(k, list);
  }
  return out;
}

/** The plot's legal ends to click, the headings offered in the hex clicked, the plot typed and where it leaves her. */
function plotOverlay(
  st: SeatState,
  ship: ShipCounter,
  opts: StageOptions['movement'] | StageOptions['orders'],
  act: Actions,
): void {
  const under = new Set(
    st.ships
      .filter((x) => x.onBoard)
      .flatMap((x) => [x.bow, x.stern])
      .map((x) => `${x.q},${x.r}`),
  );
  for (const [k, ends] of endsByHex(opts.ends)) {
    const first = ends[0];
    const p = board.endMarker(first.bow, under.has(k), {
      'data-plot': first.plot,
      'data-hex': label(first.bow),
      'data-headings': ends.map((e) => e.heading + 1).join(' '),
    });
    p.addEventListener('click', (ev) => {
      ev.stopPropagation();
      // one heading: her plot; several: the headings she may end with here, to choose from
      if (ends.length === 1) return act.takePlot(first.plot);
      game.headings = { hex: first.bow, ends };
      game.plot = '';
      game.preview = null;
      act.render();
    });
  }
  if (game.headings)
    board.headingArrows(
      game.headings.hex,
      game.headings.ends.map((e) => ({ heading: e.heading, plot: e.plot })),
      (c) => act.takePlot(c.plot),
    );
  const p = game.preview;
  if (p?.path.length) {
    board
      .pathLine(
        p.path.map((x) => x.bow),
        p.legal ? 'path' : 'path bad',
      )
      .setAttribute('id', 'plot-path');
    board.ghost(ship, p.path[p.path.length - 1]);
  }
}

export function renderOverlay(act: Actions): void {
  const st = seatState();
  board.clearOverlay();
  if (!st.stage || !st.mine || game.selected === null) return;
  const id = game.selected;
  const ship = st.ships.find((s) => s.id === id);
  if (!ship) return;
  if (st.stage === 'movement' || st.stage === 'orders') {
    const opts = st.options[id];
    if (opts) plotOverlay(st, ship, opts, act);
  }
  if (st.stage === 'orders') {
    const opts = st.options[id];
    for (const o of opts?.fire[game.broadside].targets ?? []) board.counters.get(o.target)?.classList.add('target');
  }
  if (st.stage === 'combat') {
    const fb = st.options[id]?.fire[game.broadside];
    for (const [q, r, f] of fb?.fields ?? []) board.hexFill({ q, r }, `field f${f}`);
    for (const o of fb?.options ?? []) board.counters.get(o.target)?.classList.add('target');
  }
}
