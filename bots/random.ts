/**
 * `random`: the floor of the ladder. A uniformly random legal plot for each ship; sensible defaults
 * elsewhere, as the game's rule system gives them (`plainOrders`): under WS&IM both loaded broadsides fire at
 * the closest target (11.1.4), roundshot reloads, and the shared contact doctrine (defend when fouled or
 * grappled, 12.2.4); under Springelkamp's rules both broadsides fire at the closest target (I-SPR-32).
 */
import { defineCaptain } from './captain.js';
import { captainRulesOf } from './rules/index.js';

export const randomCaptain = defineCaptain({
  name: 'random',
  description: 'uniform over legal plots; fires at the closest target, reloads roundshot, defends when boarded',
  options: {},
  create() {
    return {
      orders({ view, random }) {
        const rules = captainRulesOf(view);
        const ships: Record<string, object> = {};
        for (const id of rules.commanded(view)) {
          const plots = rules.plots(view, id);
          ships[id] = rules.plainOrders(view, id, plots[Math.floor(random() * plots.length)]);
        }
        return { ships };
      },
    };
  },
});
