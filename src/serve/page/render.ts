/** The game page drawn from the page state: the status line, the join link, the ships, the orders, the end, the captain's reasons, the log. */
import { swatch } from './board.js';
import { $, h } from './dom.js';
import { ordersPanel } from './orders.js';
import { renderOverlay } from './overlay.js';
import { board, game, label, say, seatState, type Actions } from './state.js';
import type { Opponent, SeatState } from './types.js';

const sideNameIn = (st: SeatState) => (id: string) => st.sides.find((s) => s.id === id)?.name ?? id;

/** The opponent in words: a level of play with its measured strength (its captain spec on hover), a captain, a person. */
function opponentText(opp: Opponent): string {
  return opp.kind === 'captain'
    ? `${opp.level ? `the ${opp.level.name} captain (${opp.level.strength})` : `the ${opp.captain} captain`}${opp.thinking ? ' (thinking…)' : ''}`
    : `a person${opp.joined ? '' : ' (not joined yet)'}`;
}

/** The status line: the scenario, the rules, the sides, the turn and phase, whom the game waits for; the seed on hover. */
function renderStatus(st: SeatState): void {
  const sideName = sideNameIn(st);
  const opp = st.opponents[0];
  const waiting = st.waitingFor.filter((s) => s !== st.side);
  $('#status').title =
    (opp.title ? `Against ${opp.title}. ` : '') +
    (st.seedMade === 'drawn'
      ? 'The seed: drawn by the server, known to neither player'
      : st.seedMade === 'chosen'
        ? "The seed: chosen by the game's creator"
        : '');
  $('#status').textContent =
    `${st.scenario.name} — ${st.rules.text}. You: ${sideName(st.side)}, against ${opponentText(opp)}. Turn ${st.turn}${st.turnLimit ? ` of ${st.turnLimit}` : ''}.` +
    (st.stage ? ` Phase: ${st.stageTitle}.` : '') +
    (st.ready && waiting.length ? ` Waiting for ${waiting.map(sideName).join(', ')}.` : '');
}

/** The join link, until the other person has used it (it admits one person). */
function renderJoin(st: SeatState): void {
  const join = $('#join');
  if (!st.join) {
    join.hidden = true;
    return;
  }
  join.hidden = false;
  const link = `${location.origin}/?game=${st.id}&join=${st.join.invite}`;
  join.innerHTML = '';
  join.append(
    `Join link for ${sideNameIn(st)(st.join.side)} (it admits one person): `,
    h('a', { href: link, id: 'join-link' }, link),
  );
}

/** The ships, each with her status and the orders written for her; one of the seat's own is selected. */
function renderShips(st: SeatState, act: Actions): void {
  const own = st.ships.filter((s) => s.mine);
  if (!game.selected || !own.some((s) => s.id === game.selected))
    game.selected = st.commandable[0] ?? own[0]?.id ?? null;
  const list = $('#ships');
  list.innerHTML = '';
  for (const s of st.ships) {
    const draft = st.drafts[s.id];
    list.append(
      h(
        'div',
        {
          class: `ship${s.id === game.selected ? ' selected' : ''}`,
          'data-ship': s.id,
          onclick: () => (s.mine ? act.select(s.id) : null),
        },
        swatch(board, s),
        `${s.tag} ${s.name}${s.mine ? '' : ' (enemy)'} — ${s.status.join('; ') || 'battle sails'}${draft ? ` · ${draft.text.join('; ')}` : ''}`,
      ),
    );
  }
}

/** The end of the game: who won, why, and the game record to download. */
function renderOver(st: SeatState): void {
  const over = $('#over');
  if (!st.over) {
    over.hidden = true;
    return;
  }
  over.hidden = false;
  const w =
    st.over.winner === 'draw'
      ? 'A draw'
      : st.over.winner === st.side
        ? 'You win'
        : `${sideNameIn(st)(st.over.winner)} wins`;
  over.innerHTML = '';
  over.append(
    `GAME OVER after turn ${st.over.turn}: ${w}. ${st.over.reason} `,
    h(
      'a',
      {
        href: `/api/games/${st.id}/record?seat=${game.seat}`,
        download: `wsim-${st.id}.record.json`,
        id: 'record-link',
      },
      'download the game record',
    ),
  );
}

/** The captain's reasons for its last finished turn, and the debrief once the game is over (src/play/why.ts). */
function renderWhy(st: SeatState): void {
  const why = st.opponents.find((o) => o.why)?.why;
  const box = $('#why');
  box.hidden = !why;
  if (!why) return;
  const text = $('#why-text');
  text.innerHTML = '';
  if (!why.explains) {
    $('#why-title').textContent = "The captain's reasons";
    text.append('This captain does not explain itself.');
    return;
  }
  $('#why-title').textContent = why.turn ? `The captain's reasons (turn ${why.turn})` : "The captain's reasons";
  text.dataset.turn = String(why.turn ?? '');
  text.append(why.lines.length ? why.lines.join('\n') : 'It explains a turn once the turn is over.');
  if (why.debrief.length) text.append(h('div', { id: 'debrief' }, why.debrief.join('\n')));
}

export function renderGame(act: Actions): void {
  const st = seatState();
  document.body.dataset.stage = st.stage ?? 'over';
  document.body.dataset.mine = st.mine ? '1' : '0';
  document.body.dataset.turn = String(st.turn);
  renderStatus(st);
  renderJoin(st);
  renderShips(st, act);
  board.drawShips(st.ships, game.selected, label);
  ordersPanel(act);
  renderOverlay(act);
  $('#ready').hidden = !(st.stage && st.mine);
  renderOver(st);
  renderWhy(st);
  if (st.error) say(st.error, true);
}

/** The log of the game by turn; the lines of turns from `fromTurn` on are new. */
export function renderLog(fromTurn: number): void {
  const log = $('#log');
  log.innerHTML = '';
  seatState().events.forEach((t, i) => {
    if (!t.lines.length) return;
    log.append(h('div', { class: 'turn' }, `Turn ${i + 1}`));
    for (const l of t.lines) log.append(h('div', { class: `line${i + 1 >= fromTurn ? ' new' : ''}` }, l));
  });
  log.scrollTop = log.scrollHeight;
}
