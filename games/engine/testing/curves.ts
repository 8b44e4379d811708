import type { Easing } from '../easings';

// Shared checks for the easing tests, the engine's and each game's.

/** The curve at n + 1 evenly spaced points of [0, 1]. */
export const samples = (f: Easing, n = 1000) => Array.from({ length: n + 1 }, (_, i) => f(i / n));

export function isNonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= (values[i - 1] as number) - 1e-12);
}

/** Exactly 0 at the start and 1 at the end, also when progress runs past either. */
export function pinsBothEnds(f: Easing): boolean {
  return f(0) === 0 && f(1) === 1 && f(-0.5) === 0 && f(1.5) === 1;
}
