/**
 * Ship classes as the tallies key them. A side's class is its class factor; when the results have
 * no class factor but several scenarios, each scenario stands for a ship class. That is known only
 * when every row has been read, so a side without a class is tallied under its scenario, marked,
 * and the marks are resolved when the tables are made: to the scenario's name, or to "no class".
 */
import type { GameRow } from '../lab/types.js';
import type { SideRecord } from './records.js';

const SCENARIO_MARK = '\u0001';

/** A tally key to the class name shown (null: no class, the side is left out of class tables). */
export type ClassOf = (key: string | null) => string | null;

export function classKey(s: SideRecord): string {
  return s.shipClass ?? SCENARIO_MARK + s.scenario;
}

export function oppClassKey(s: SideRecord): string {
  return s.oppClass ?? SCENARIO_MARK + s.scenario;
}

/** What decides whether scenarios stand for classes: any class factor at all, and how many scenarios. */
export class ClassEvidence {
  private anyClass = false;
  private twoSided = false;
  private readonly scenarios = new Set<string>();

  add(row: Pick<GameRow, 'scenario'>, sides: readonly SideRecord[]): void {
    this.scenarios.add(row.scenario);
    if (sides.length) this.twoSided = true;
    for (const s of sides) if (s.shipClass !== null) this.anyClass = true;
  }

  /** no class factor: the scenario stands for the ship class (several scenarios in the results) */
  get classFromScenario(): boolean {
    return this.twoSided && !this.anyClass && this.scenarios.size > 1;
  }

  resolver(): ClassOf {
    const fromScenario = this.classFromScenario;
    return (key) =>
      key === null
        ? null
        : !key.startsWith(SCENARIO_MARK)
          ? key
          : fromScenario
            ? key.slice(SCENARIO_MARK.length)
            : null;
  }
}
