/**
 * How much the fuzz runs: a small count with a fixed seed in CI (every run tries the same
 * requests), `npm run fuzz` for the full count, FUZZ_SEED to try other requests.
 */
export const FUZZ_RUNS = Math.max(3, Number(process.env.FUZZ_RUNS) || 60);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20_260_509;
/**
 * Timing rules (health latency, hostile-input latency) run only under `npm run fuzz`, which sets
 * FUZZ_TIMING=1: in the normal suite a shared, loaded machine makes any wall-clock budget flaky,
 * so there the fuzz asserts behaviour alone (no 5xx, the right 400, health still answers).
 */
export const CHECK_TIMING = process.env.FUZZ_TIMING === '1';
/** The longest `/api/health` may take while the fuzz runs (checked only with FUZZ_TIMING=1). */
export const HEALTH_BUDGET_MS = 100;
/** The longest a hostile e-mail may take to be refused (checked only with FUZZ_TIMING=1). */
export const HOSTILE_INPUT_BUDGET_MS = 250;
/** No health check may ever take this long, not even once. */
export const HEALTH_HARD_LIMIT_MS = 1000;

/** One seed per property, derived from the run's seed and its name, so each gets its own inputs. */
export function seedFor(name: string): number {
  let hash = FUZZ_SEED;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}
