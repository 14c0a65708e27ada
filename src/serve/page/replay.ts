/**
 * The replay viewer: a game record uploaded (or a lab game played again on the server, results.ts) checked and
 * cut into frames by the server (src/serve/replay.ts), stepped phase by phase or turn by turn, or played.
 */
import type { Answer } from './api.js';
import { getLabGame, postReplay } from './api.js';
import { Board, swatch } from './board.js';
import { $, $input, h, listLines, messageOf, params } from './dom.js';
import { labResults } from './results.js';
import { shipHexes } from './state.js';
import { shipTip } from './tip.js';
import type { Frame, Replay } from './types.js';

/** The replay shown and the frame at which it stands. */
interface Viewer {
  rb: Board;
  data: Replay | null;
  i: number;
  timer: ReturnType<typeof setInterval> | null;
}

/** Both sides' orders of the frame's turn, in words. */
function ordersText(data: Replay, f: Frame): string {
  const o = data.orders[f.turn - 1];
  return o
    ? Object.entries(o)
        .map(
          ([side, ships]) =>
            `${side}:\n${Object.entries(ships)
              .map(([id, t]) => `  ${id}: ${t.join('; ') || '(nothing)'}`)
              .join('\n')}`,
        )
        .join('\n')
    : '';
}

function render(v: Viewer, data: Replay): void {
  const { rb, i } = v;
  const f = data.frames[i];
  document.body.dataset.frame = String(i);
  document.body.dataset.frames = String(data.frames.length);
  rb.setWind(f.wind);
  rb.drawShips(f.ships, null);
  rb.keepInView(shipHexes(f.ships));
  rb.clearOverlay();
  for (const e of f.events) {
    if (e.type !== 'broadside' || !e.target) continue;
    const a = f.ships.find((s) => s.id === e.ship);
    const b = f.ships.find((s) => s.id === e.target);
    if (a && b) rb.shot(a, b, e.rolls.map((r) => r.die).join(' '));
  }
  $('#r-where').textContent =
    f.turn === 0 ? 'set-up' : `turn ${f.turn}, ${f.stage} (${i} of ${data.frames.length - 1})`;
  $('#r-sides').replaceChildren(
    'Sides: ',
    ...rb.sides.map((id) => h('span', { class: 'legend' }, swatch(rb, { side: id, controller: id }), `${id}  `)),
  );
  $('#r-log').textContent = f.lines.join('\n');
  $('#r-orders').textContent = ordersText(data, f);
  $('#r-result').textContent = i === data.frames.length - 1 ? data.result : '';
}

function go(v: Viewer, k: number): void {
  if (!v.data) return;
  v.i = Math.max(0, Math.min(v.data.frames.length - 1, k));
  render(v, v.data);
}

const last = (v: Viewer) => (v.data ? v.data.frames.length - 1 : 0);

/** The first frame of the next (dir 1) or previous (dir -1) turn, or the last or first frame when there is none. */
function turnStart(v: Viewer, dir: number): void {
  if (!v.data) return;
  const t = v.data.frames[v.i].turn + dir;
  const k = v.data.frames.findIndex((f) => f.turn === t);
  go(v, k < 0 ? (dir > 0 ? last(v) : 0) : k);
}

/** Play from the frame shown, a frame every 0.7 s, until the last; a second click stops. */
function play(v: Viewer): void {
  if (v.timer) {
    clearInterval(v.timer);
    v.timer = null;
    return;
  }
  v.timer = setInterval(() => {
    if (v.i < last(v)) go(v, v.i + 1);
    else if (v.timer) {
      clearInterval(v.timer);
      v.timer = null;
    }
  }, 700);
}

function controls(v: Viewer): void {
  $('#r-first').addEventListener('click', () => go(v, 0));
  $('#r-last').addEventListener('click', () => go(v, last(v)));
  $('#r-prev').addEventListener('click', () => go(v, v.i - 1));
  $('#r-next').addEventListener('click', () => go(v, v.i + 1));
  $('#r-prev-turn').addEventListener('click', () => turnStart(v, -1));
  $('#r-next-turn').addEventListener('click', () => turnStart(v, 1));
  $('#r-play').addEventListener('click', () => play(v));
  document.addEventListener('keydown', (e) => {
    if (!v.data) return;
    if (e.key === 'ArrowRight') go(v, v.i + 1);
    if (e.key === 'ArrowLeft') go(v, v.i - 1);
  });
}

/** The frames the server answered shown from the first, or its refusal's lines. */
function open(v: Viewer, r: Answer<Replay>): void {
  if (!r.ok) {
    listLines($('#replay-errors'), r.data.errors ?? [r.data.error]);
    return;
  }
  v.data = r.data;
  $('#replay-view').hidden = false;
  v.rb.sides = []; // another game: its own sides' pennants
  v.rb.drawMap(v.data.map);
  v.rb.fit(shipHexes(v.data.frames[0].ships), 6);
  go(v, 0);
}

/** A game record uploaded: checked and cut into frames by the server. */
async function openRecord(v: Viewer, e: Event): Promise<void> {
  $('#replay-errors').innerHTML = '';
  const f = e.target instanceof HTMLInputElement ? e.target.files?.[0] : undefined;
  if (!f) return;
  let record: unknown;
  try {
    record = JSON.parse(await f.text());
  } catch (err) {
    listLines($('#replay-errors'), [`${f.name}: not JSON (${messageOf(err)})`]);
    return;
  }
  open(v, await postReplay({ record, name: f.name }));
}

export function replayPage(): void {
  $('#replay').hidden = false;
  const v: Viewer = { rb: new Board($<SVGSVGElement>('#replay-board')), data: null, i: 0, timer: null };
  v.rb.onShipHover = shipTip('#r-tip', '#replay-board-wrap');
  controls(v);
  /** A lab game played again on the server; `seed`: the seed its results row says the run used (--seed changes it). */
  const openLab = async (experiment: string, gameId: string, seed?: string | null) => {
    $('#replay-errors').innerHTML = '';
    $('#r-where').textContent = 'playing the game again…';
    open(v, await getLabGame(experiment, gameId, seed));
  };
  labResults(openLab);
  const experiment = params.get('experiment');
  const game = params.get('game');
  if (experiment && game) {
    $input('#experiment-path').value = experiment;
    void openLab(experiment, game, params.get('seed'));
  }
  $('#record-file').addEventListener('change', (e) => void openRecord(v, e));
}
