/**
 * The game page: the seat's page state polled from the server and shown (the new events animated first), the
 * person's actions — orders sent as wsim play's order words, the plot typed or clicked and previewed, the
 * broadside chosen, Ready — and a join link spent for a seat of one's own.
 */
import { getSeatState, postJoin, postOrder, postPreview, postReady } from './api.js';
import { animate } from './animate.js';
import { $, params } from './dom.js';
import { renderOverlay } from './overlay.js';
import { renderGame, renderLog } from './render.js';
import { board, game, label, say, seat, seatState, shipHexes, type Actions } from './state.js';
import { shipTip } from './tip.js';
import type { PlotPreview, SeatState, ShipCounter } from './types.js';

async function order(ship: string, command: string, args: readonly (string | number)[] = []): Promise<boolean> {
  const { id, seat: token } = seat();
  const r = await postOrder(id, { seat: token, ship, command, args: args.map(String) });
  if (!r.ok) {
    say(r.data.error, true);
    return false;
  }
  say(r.data.say);
  await show(r.data.state);
  return true;
}

function select(id: string): void {
  game.selected = id;
  game.plot = '';
  game.preview = null;
  game.headings = null;
  renderGame(act);
}

async function fireAt(target: string): Promise<void> {
  const st = seatState();
  if (game.selected === null) return;
  const args = [game.broadside, target, game.aim];
  if (st.advanced && game.sections !== 'both') args.push(game.sections);
  if (st.advanced && game.grape) args.push('grape');
  await order(game.selected, 'fire', args);
}

async function previewPlot(): Promise<void> {
  if (!game.plot || game.selected === null) {
    game.preview = null;
    renderOverlay(act);
    return;
  }
  const text = game.plot;
  const { id, seat: token } = seat();
  const r = await postPreview(id, { seat: token, ship: game.selected, plot: text });
  if (text !== game.plot) return;
  const p: PlotPreview | null = r.ok ? r.data : null;
  game.preview = p;
  if (p && (p.error || !p.legal))
    say(
      p.error ?? `${text}: illegal — ${p.reason}. ${p.note ?? `The part executed would be "${p.executed}" (7.2.7).`}`,
      true,
    );
  else if (p) say(`${text}: legal, ends at ${label(p.path[p.path.length - 1].bow)}`);
  renderOverlay(act);
}

const showPlot = () => {
  const text = document.querySelector('#plot-text');
  if (text) text.textContent = game.plot || ' ';
};

function typeKey(k: string): void {
  if (k === 'Backspace') game.plot = game.plot.slice(0, -1);
  else if (k === 'Escape') game.plot = '';
  else game.plot += k.toUpperCase();
  showPlot();
  void previewPlot();
}

async function writePlot(): Promise<void> {
  if (!game.plot || game.selected === null) return;
  if (await order(game.selected, 'plot', [game.plot])) {
    game.plot = '';
    game.preview = null;
    game.headings = null;
    const st = seatState();
    const next = st.commandable.find((id) => st.drafts[id]?.orders.plot === undefined);
    if (next) select(next);
    else renderGame(act);
  }
}

/** Take a plot from the board (a green end, or one of a hex's headings): typed for her, previewed. */
function takePlot(plot: string): void {
  game.headings = null;
  game.plot = plot;
  renderGame(act);
  showPlot();
  void previewPlot();
}

const act: Actions = { order, fireAt, select, render: () => renderGame(act), typeKey, writePlot, takePlot };

/** Show a state from the server; states are shown one after the other (an animation finishes first). */
function show(st: SeatState): Promise<void> {
  game.busy = game.busy.then(
    () => showNow(st),
    () => showNow(st),
  );
  return game.busy;
}

/** The first state of the game: the map's labels and hexes, the board fitted to the ships. */
function firstState(st: SeatState): void {
  game.labels = new Map(st.map.hexes.map(([q, r, l]) => [`${q},${r}`, l]));
  game.hexes = new Map(st.map.hexes.map(([q, r, l]) => [l, { q, r }]));
  board.sides = [];
  board.drawMap(st.map);
  board.fit(shipHexes(st.ships));
}

async function showNow(st: SeatState): Promise<void> {
  const prev = game.state;
  if (prev && st.revision < prev.revision) return;
  if (prev && (prev.turn !== st.turn || prev.stage !== st.stage)) {
    game.headings = null;
    if (!$('#message').classList.contains('bad')) say('');
  }
  game.state = st;
  if (!prev) firstState(st);
  board.setWind(st.wind);
  const flat = st.events.flatMap((t) => t.events);
  const flatLines = st.events.flatMap((t) => t.lines);
  const fresh = prev ? flat.slice(game.shownEvents) : [];
  const freshLines = prev ? flatLines.slice(game.shownEvents) : [];
  game.shownEvents = flat.length;
  if (fresh.length && prev) {
    document.body.dataset.busy = '1';
    renderLog(prev.events.length);
    await animate(prev.ships, fresh, freshLines);
    delete document.body.dataset.busy;
  } else renderLog(Infinity);
  document.body.dataset.revision = String(st.revision);
  renderGame(act);
  // refit the board when a ship on it has sailed out of the view
  board.keepInView(shipHexes(seatState().ships));
}

/** A click on a ship: fire at her when she is a target of the selected ship's broadside, else select her if she is ours. */
function shipClicked(ship: ShipCounter): void {
  const st = seatState();
  const sel = game.selected;
  if (sel !== null && st.stage === 'orders' && st.options[sel]?.enemies.includes(ship.id)) return void fireAt(ship.id);
  if (
    sel !== null &&
    st.stage === 'combat' &&
    st.options[sel]?.fire[game.broadside].options.some((x) => x.target === ship.id)
  )
    return void fireAt(ship.id);
  if (st.commandable.includes(ship.id) || ship.mine) select(ship.id);
}

/** The keys of the plot (WS&IM's digits, L, R, B; Springelkamp's F, P, S), Backspace, Escape; Enter writes it. */
function keyDown(e: KeyboardEvent): void {
  const stage = game.state?.stage;
  if (!game.state || (stage !== 'movement' && stage !== 'orders') || !game.state.mine) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
  const plotKey = stage === 'orders' ? /^[fpsFPS0]$/ : /^[0-9lrbLRB]$/; // Springelkamp's F/P/S; WS&IM's digits, L, R, B
  if (plotKey.test(e.key) || e.key === 'Backspace' || e.key === 'Escape') {
    e.preventDefault();
    typeKey(e.key);
  } else if (e.key === 'Enter') {
    e.preventDefault();
    void writePlot();
  }
}

board.onShipHover = shipTip('#tip', '#board-wrap');
board.onShipClick = shipClicked;
document.addEventListener('keydown', keyDown);

/** Ask for the seat's state (only when it changed since the one shown) and show it. */
function poller(): () => Promise<void> {
  let inflight = false;
  return async () => {
    if (inflight) return;
    inflight = true;
    try {
      const { id, seat: token } = seat();
      const r = await getSeatState(id, token, game.state?.revision);
      if (!r.ok) {
        say(r.data.error, true);
        return;
      }
      if (!('unchanged' in r.data)) await show(r.data);
    } finally {
      inflight = false;
    }
  };
}

async function ready(): Promise<void> {
  say('Orders submitted.');
  const { id, seat: token } = seat();
  const r = await postReady(id, { seat: token });
  if (!r.ok) return say(r.data.error, true);
  await show(r.data.state);
}

export async function gamePage(): Promise<void> {
  $('#game').hidden = false;
  const poll = poller();
  await poll();
  setInterval(() => void poll(), 400);
  $('#ready').addEventListener('click', () => void ready());
  $('#zoom-in').addEventListener('click', () => board.zoom(1 / 1.3));
  $('#zoom-out').addEventListener('click', () => board.zoom(1.3));
  $('#zoom-fit').addEventListener('click', () => board.fit(shipHexes(seatState().ships)));
}

/** A join link opened: the link's secret is spent for this page's own seat token, which replaces it in the address. */
export async function joinPage(): Promise<void> {
  const id = game.id ?? '';
  const r = await postJoin(id, { invite: params.get('join') ?? '' });
  if (!r.ok) {
    $('#game').hidden = false;
    say(r.data.error, true);
    return;
  }
  game.seat = r.data.seat;
  window.history.replaceState(null, '', `/?game=${encodeURIComponent(id)}&seat=${encodeURIComponent(game.seat)}`);
  await gamePage();
}
