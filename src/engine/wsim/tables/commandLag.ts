/** 32.0 / IV command lag: the rule's numbers. */
export const COMMAND_LAG = {
  /** 32.1 a squadron has six ships or fewer */
  squadronMaxShips: 6,
  /** 32.3 movement of ships out of command is written three turns in advance (this turn and the next two) */
  turnsAhead: 3,
  /** 32.4 the alternative: ships completely or partly within ten hexes of the flagship are in command */
  signalRange: 10,
  /** 32.5 after the flagship surrenders her squadron's movement is written for the next five turns */
  flagLostTurns: 5,
} as const;
