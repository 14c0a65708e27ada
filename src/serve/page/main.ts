/**
 * The page of `wsim serve` (bundled by scripts/build-page.ts into src/serve/web/app.js): a new game form, the
 * game (board, orders of the current phase, log) and the replay viewer, by the page's address.
 */
import { params } from './dom.js';
import { gamePage, joinPage } from './game.js';
import { newGamePage } from './newGame.js';
import { replayPage } from './replay.js';
import { game } from './state.js';

if (game.id && game.seat) void gamePage();
else if (game.id && params.has('join')) void joinPage();
else if (params.has('replay')) replayPage();
else void newGamePage();
