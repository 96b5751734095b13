import { roundDiv } from '@comptoir/shared';

/**
 * Sharing amounts without losing a unit (decision 119), pure. Both functions use the largest remainder: each part is
 * the floor or the ceiling of its exact share, and the parts sum to the whole exactly.
 */

/**
 * Splits the integer `total` into integer parts proportional to the positive integer `weights` (same order), summing
 * to `total` exactly; the units left after the floors go to the largest remainders (the first one on a tie).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (total < 0) return apportion(-total, weights).map((v) => -v || 0);
  const whole = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (whole <= 0n) throw new Error('apportion needs positive weights');
  const t = BigInt(total);
  const parts = weights.map((w) => (t * BigInt(w)) / whole);
  const remainders = weights.map((w) => (t * BigInt(w)) % whole);
  let left = Number(t - parts.reduce((sum, p) => sum + p, 0n));
  const order = remainders.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = parts[i]! + 1n;
    left--;
  }
  return parts.map(Number);
}

/**
 * Integer thousandths of a cent (mc) as cents that sum to their total rounded once (half away from zero, like every
 * total of mc): each value is its floor or ceiling in cents, the ceilings going to the largest remainders.
 */
export function centsSummingTo(valuesMc: readonly number[]): number[] {
  const total = roundDiv(
    valuesMc.reduce((sum, v) => sum + v, 0),
    1000,
  );
  const floors = valuesMc.map((v) => Math.floor(v / 1000));
  let left = total - floors.reduce((sum, f) => sum + f, 0);
  const order = valuesMc
    .map((v, i) => ({ r: v - floors[i]! * 1000, i }))
    .filter((x) => x.r > 0)
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}
