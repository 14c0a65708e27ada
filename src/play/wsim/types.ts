/** WS&IM's order commands, typed on its views. */
import type { PlayerView } from '../../api/wsim.js';
import type { OrderCommand, OrderContext, OrderResult } from '../rules/types.js';

export type WsimCommand = OrderCommand<PlayerView>;
export type WsimContext = OrderContext<PlayerView>;
export type WsimResult = OrderResult<PlayerView>;
