/** A ship's log in a tip beside the pointer, while it is over her counter (the game's board and the replay's). */
import { $ } from './dom.js';
import type { ShipCounter } from './types.js';

export function shipTip(tipSelector: string, wrapSelector: string): (ship: ShipCounter | null, e?: MouseEvent) => void {
  return (ship, e) => {
    const tip = $(tipSelector);
    if (!ship || !e) {
      tip.hidden = true;
      return;
    }
    tip.textContent = ship.log.join('\n');
    tip.hidden = false;
    const r = $(wrapSelector).getBoundingClientRect();
    tip.style.left = `${Math.min(e.clientX - r.left + 14, r.width - 420)}px`;
    tip.style.top = `${e.clientY - r.top + 14}px`;
  };
}
