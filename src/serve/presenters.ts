/** The page's presenter of a game's rule system (presenter.ts), by `static.system` of its state or view. */
import type { AnyView } from '../index.js';
import type { Presenter } from './presenter.js';
import { sprPresenter } from './springelkamp/present.js';
import { wsimPresenter } from './wsim/present.js';

const PRESENTERS: ReadonlyMap<string, Presenter> = new Map(
  [wsimPresenter, sprPresenter].map((p) => [p.system, p as Presenter<AnyView>]),
);

/** How the page draws the game's rule system. */
export function presenterOf(view: { static: { system: string } }): Presenter {
  const p = PRESENTERS.get(view.static.system);
  if (!p) throw new Error(`the browser board does not draw rule system "${view.static.system}"`);
  return p;
}
