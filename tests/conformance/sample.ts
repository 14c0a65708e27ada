/**
 * The conformance suite's deterministic sample of one rule system's games: its built-in scenarios and the rules
 * settings its rules schema offers, crossed so that every sampled scenario and every setting is played at least once.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AnyRuleSystem, AnyRulesInput, AnyScenario } from '../../src/index.js';

/** A JSON Schema property as `z.toJSONSchema` writes the rules schemas. */
interface Prop {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Prop[];
  properties?: Record<string, Prop>;
}

/** A rules option with a few values (a level, an interpretation, a switch of its own). */
interface Choice {
  name: string;
  values: unknown[];
}

/** A group of on/off switches (WS&IM's optional rules, Springelkamp's special rules). */
interface Switches {
  name: string;
  switches: string[];
}

/**
 * The rules options read from the system's rules schema: options with a few values (enums, constants, booleans)
 * and groups of switches. Numeric figures (ranges, counts) are not settings of the rules level and are left as
 * the scenario gives them.
 */
function rulesOptions(system: AnyRuleSystem): { choices: Choice[]; groups: Switches[] } {
  const json = z.toJSONSchema(system.rulesSchema) as Prop;
  const choices: Choice[] = [];
  const groups: Switches[] = [];
  for (const [name, p] of Object.entries(json.properties ?? {})) {
    if (p.enum) choices.push({ name, values: p.enum });
    else if (p.anyOf?.every((a) => 'const' in a)) choices.push({ name, values: p.anyOf.map((a) => a.const) });
    else if (p.type === 'boolean') choices.push({ name, values: [false, true] });
    else if (p.type === 'object' && p.properties) {
      const switches = Object.entries(p.properties).filter(([, q]) => q.type === 'boolean');
      if (switches.length) groups.push({ name, switches: switches.map(([k]) => k) });
    }
  }
  return { choices, groups };
}

/**
 * The rules settings a system is played under here: the scenario's own; every option at each of its values (the
 * options taken together, value j of each); every switch alone; every switch of a group on; every switch on. A
 * setting the system itself refuses (a switch that needs another, as Springelkamp's Prize Crews need its boarding
 * rules) is left out, as long as every value and every switch is still played in another.
 */
export function rulesVariants(system: AnyRuleSystem): (AnyRulesInput | undefined)[] {
  const { choices, groups } = rulesOptions(system);
  const first = system.builtInScenarios()[0];
  const playable = allVariants(choices, groups).filter((rules) => {
    try {
      system.newGame(first, { seed: 'conformance', rules });
      return true;
    } catch {
      return false;
    }
  });
  const played = (path: string, value: unknown) =>
    playable.some((r) =>
      isDeepStrictEqual(
        path.split('.').reduce<unknown>((o, k) => (o as never)?.[k], r),
        value,
      ),
    );
  for (const c of choices)
    for (const v of c.values)
      if (!played(c.name, v)) throw new Error(`${system.id}: no playable rules setting has ${c.name} ${String(v)}`);
  for (const g of groups)
    for (const s of g.switches)
      if (!played(`${g.name}.${s}`, true))
        throw new Error(`${system.id}: no playable rules setting has ${g.name}.${s} on`);
  return playable;
}

function allVariants(choices: Choice[], groups: Switches[]): (Record<string, unknown> | undefined)[] {
  const width = Math.max(1, ...choices.map((c) => c.values.length));
  const at = (j: number) => Object.fromEntries(choices.map((c) => [c.name, c.values[j % c.values.length]]));
  const out: (Record<string, unknown> | undefined)[] = [undefined];
  for (let j = 0; j < width; j++) out.push(at(j));
  let k = 0;
  for (const g of groups) for (const s of g.switches) out.push({ ...at(k++), [g.name]: { [s]: true } });
  const allOf = (g: Switches) => Object.fromEntries(g.switches.map((s) => [s, true]));
  for (const g of groups) out.push({ ...at(k++), [g.name]: allOf(g) });
  if (groups.length > 1) out.push({ ...at(k++), ...Object.fromEntries(groups.map((g) => [g.name, allOf(g)])) });
  return out;
}

/** Up to `n` of the items, spread evenly over the list, the first always among them. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]);
}

export interface GameCase {
  label: string;
  scenario: AnyScenario;
  rules: AnyRulesInput | undefined;
  seed: string;
  /** the captains' specs, in the order of the scenario's sides */
  captains: [string, string];
}

/**
 * The games of one system: at least `minGames`, at least one under each of its rules settings, and one of each of its
 * built-in scenarios up to `maxScenarios` (spread over the library); each game a scenario and a setting in turn,
 * each ending by `turnLimit` at the latest, the captain pairings going round.
 */
export function gameCases(
  system: AnyRuleSystem,
  o: { minGames: number; maxScenarios: number; turnLimit: number; pairings: readonly [string, string][] },
): GameCase[] {
  const variants = rulesVariants(system);
  const all = system.builtInScenarios() as readonly AnyScenario[];
  const n = Math.max(variants.length, o.minGames, Math.min(all.length, o.maxScenarios));
  const scenarios = spread(all, Math.min(n, o.maxScenarios));
  return Array.from({ length: n }, (_, i) => {
    const scenario = structuredClone<AnyScenario & { turnLimit?: number | null }>(scenarios[i % scenarios.length]);
    if (scenario.turnLimit == null || scenario.turnLimit > o.turnLimit) scenario.turnLimit = o.turnLimit;
    const rules = variants[i % variants.length];
    return {
      label: `${scenario.id} ${rules ? JSON.stringify(rules) : '(its own rules)'}`,
      scenario: system.loadScenario(scenario) as AnyScenario,
      rules,
      seed: `conformance-${system.id}-${i}`,
      captains: o.pairings[i % o.pairings.length],
    };
  });
}
