/**
 * The page's presenters of the rule systems (presenter.ts), one registration point: `registerPresenter`. The
 * built-in systems register here through it; another system registers its presenter from its own folder. A
 * game's presenter is chosen by `static.system` of its state or view.
 */
import type { AnyView } from '../index.js';
import type { Presenter } from './presenter.js';
import { sprPresenter } from './springelkamp/present.js';
import { wsimPresenter } from './wsim/present.js';

const PRESENTERS = new Map<string, Presenter>();

/** Register a rule system's presenter, typed on its own views (registered again: replaced). */
export function registerPresenter<V extends AnyView>(presenter: Presenter<V>): void {
  PRESENTERS.set(presenter.system, presenter);
}

registerPresenter(wsimPresenter);
registerPresenter(sprPresenter);

/** How the page draws the game's rule system. */
export function presenterOf(view: { static: { system: string } }): Presenter {
  const p = PRESENTERS.get(view.static.system);
  if (!p) throw new Error(`the browser board does not draw rule system "${view.static.system}"`);
  return p;
}
