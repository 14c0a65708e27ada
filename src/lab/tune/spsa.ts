/**
 * Simultaneous perturbation stochastic approximation (SPSA), as fishtest tunes Stockfish: every step
 * perturbs all parameters at once by ±c_k, plays the two perturbed captains against each other in
 * side-swapped pairs, and moves every parameter along the perturbation by the result. The gains
 * follow Spall's schedule with fishtest's end values: c_k = c / (k+1)^γ with c_N = c_end, and
 * a_k = a / (A + k + 1)^α with A = N / 10 and a = r_end · c_end² · (A + N)^α. Pure arithmetic:
 * the games are played by the caller.
 */

/** One tuned parameter: a captain option with its start, bounds and final perturbation. */
export interface SpsaParam {
  name: string;
  start: number;
  min: number;
  max: number;
  /** perturbation at the last step (c_end) */
  cEnd: number;
  /** learning rate at the last step (r_end, fishtest's default 0.002) */
  rEnd: number;
}

export const SPSA_ALPHA = 0.602;
export const SPSA_GAMMA = 0.101;
export const DEFAULT_R_END = 0.002;

/** The gains of step k (0-based) of an N-step run for one parameter. */
export function gains(p: SpsaParam, k: number, steps: number): { a: number; c: number } {
  const A = steps / 10;
  const c0 = p.cEnd * Math.pow(steps, SPSA_GAMMA);
  const a0 = p.rEnd * p.cEnd * p.cEnd * Math.pow(A + steps, SPSA_ALPHA);
  return { a: a0 / Math.pow(A + k + 1, SPSA_ALPHA), c: c0 / Math.pow(k + 1, SPSA_GAMMA) };
}

function clamp(p: SpsaParam, v: number): number {
  return Math.min(p.max, Math.max(p.min, v));
}

/** The two perturbed points of step k: θ + cΔ and θ − cΔ (clamped to the bounds). */
export function perturbed(
  params: readonly SpsaParam[],
  theta: readonly number[],
  delta: readonly (1 | -1)[],
  k: number,
  steps: number,
): { plus: number[]; minus: number[] } {
  const plus = params.map((p, i) => clamp(p, theta[i] + gains(p, k, steps).c * delta[i]));
  const minus = params.map((p, i) => clamp(p, theta[i] - gains(p, k, steps).c * delta[i]));
  return { plus, minus };
}

/**
 * The update of step k: `result` is the points the θ+ captain scored minus the θ− captain's over the
 * step's games (wins − losses); every parameter moves by a_k · result / (c_k · Δ_i), clamped.
 */
export function update(
  params: readonly SpsaParam[],
  theta: readonly number[],
  delta: readonly (1 | -1)[],
  result: number,
  k: number,
  steps: number,
): number[] {
  return params.map((p, i) => {
    const { a, c } = gains(p, k, steps);
    return clamp(p, theta[i] + (a * result) / (c * delta[i]));
  });
}

/** Δ of step k: ±1 per parameter, from a number stream in [0, 1). */
export function perturbation(count: number, random: () => number): (1 | -1)[] {
  return Array.from({ length: count }, () => (random() < 0.5 ? -1 : 1));
}

/**
 * Read "name=start/min/max/cEnd[/rEnd]" (a captain option and how to tune it). Throws a readable
 * error naming the parameter.
 */
export function parseSpsaParam(text: string): SpsaParam {
  const eq = text.indexOf('=');
  const name = eq > 0 ? text.slice(0, eq).trim() : '';
  const parts = eq > 0 ? text.slice(eq + 1).split('/') : [];
  const nums = parts.map((x) => Number(x));
  if (
    !name ||
    (parts.length !== 4 && parts.length !== 5) ||
    nums.some((x, i) => parts[i].trim() === '' || !Number.isFinite(x))
  )
    throw new Error(`"${text}": expected name=start/min/max/cEnd[/rEnd] with numbers (e.g. potential=0.3/0/1.5/0.1)`);
  const [start, min, max, cEnd, rEnd = DEFAULT_R_END] = nums;
  if (!(min <= start && start <= max)) throw new Error(`"${text}": the start ${start} is not within ${min}..${max}`);
  if (!(cEnd > 0) || !(rEnd > 0)) throw new Error(`"${text}": cEnd and rEnd must be above 0`);
  return { name, start, min, max, cEnd, rEnd };
}
