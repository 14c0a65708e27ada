/** WS&IM's words of the rules in force. */
import type { PlayerView } from '../../api/wsim.js';

/** An optional rule's orders are in force when the rule is on (WS&IM's optional rules, 30.0–42.0). */
export function optionalRule(rule: keyof PlayerView['static']['rules']['optional']): (view: PlayerView) => boolean {
  return (view) => view.static.rules.optional[rule];
}
