/** The controls both rule systems' orders panels share: the plot keypad, the broadside and aim of fire, the headings offered. */
import { button, h } from './dom.js';
import { DIRS } from './hexes.js';
import { game, label, type Actions, type HeadingsOffered } from './state.js';
import type { Broadside, SeatState } from './types.js';

/** What a stage's part of the panel draws with: the panel, the ship, the page state, the actions. */
export interface Panel {
  box: HTMLElement;
  id: string;
  st: SeatState;
  act: Actions;
  /** a ship's name by id */
  name: (id: string) => string;
}

/** The plot as typed, its keys (L, R, digits, or F, P, S), Backspace and "Write plot" (both rule systems). */
export function plotKeypad(keys: readonly string[], act: Actions): HTMLDivElement {
  return h(
    'div',
    {},
    h('span', { class: 'plot', id: 'plot-text' }, game.plot || ' '),
    ' ',
    ...keys.map((k) => button(k, () => act.typeKey(k), { 'data-key': k })),
    button('⌫', () => act.typeKey('Backspace')),
    button('Write plot', () => act.writePlot(), { id: 'write-plot' }),
  );
}

/** The broadside the next fire order is for: a button each, `text(b)` its text. */
export function broadsideButtons(text: (b: Broadside) => string, act: Actions): HTMLButtonElement[] {
  return (['L', 'R'] as const).map((b) =>
    button(
      text(b),
      () => {
        game.broadside = b;
        act.render();
      },
      { class: game.broadside === b ? 'on' : '', 'data-broadside': b },
    ),
  );
}

/** A choice among words, kept in the game as it changes (the aim, the sections that fire). */
export function wordSelect(
  id: string,
  words: readonly string[],
  now: string,
  keep: (w: string) => void,
): HTMLSelectElement {
  const select = h(
    'select',
    { id },
    words.map((w) => h('option', { value: w, selected: now === w }, w)),
  );
  select.addEventListener('change', () => keep(select.value));
  return select;
}

/** The aim of the next fire order: hull or rigging. */
export function aimSelect(): HTMLSelectElement {
  return wordSelect('aim', ['hull', 'rigging'], game.aim, (w) => (game.aim = w));
}

/** The headings offered in the hex clicked, as buttons beside the board's arrows. */
export function headingButtons(choice: HeadingsOffered, act: Actions): HTMLDivElement {
  return h(
    'div',
    { id: 'heading-choices' },
    `End in ${label(choice.hex)} heading: `,
    ...choice.ends.map((e) =>
      button(`${DIRS[e.heading]} (${e.heading + 1}): ${e.plot || '0'}`, () => act.takePlot(e.plot), {
        'data-plot': e.plot,
        'data-heading': e.heading + 1,
      }),
    ),
  );
}
