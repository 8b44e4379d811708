/**
 * The design tokens JavaScript needs (canvas colours, media queries, timers).
 * `tokens.css` is the source for styling; `tokens.test.ts` checks these values match it.
 */

/** Breakpoints in CSS pixels (min-width), as the product spec lists them. */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** CS2 rarity colours, matching the game. Keys are the CSS custom property suffixes. */
export const rarityColors = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  'mil-spec': '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  'rare-special': '#e4ae39',
  contraband: '#e4ae39',
} as const;
export type Rarity = keyof typeof rarityColors;

/** Colours JS draws with; keys are the `--color-*` suffixes in tokens.css. */
export const colors = {
  bg: '#0a0e16',
  brand: '#ff8a1f',
  gem: '#2fe39b',
  'gem-deep': '#0fa86b',
  gain: '#2fe39b',
  loss: '#e5606a',
} as const;

/** Motion durations in milliseconds; keys are the `--duration-*` suffixes in tokens.css. */
export const durations = {
  instant: 80,
  fast: 140,
  base: 220,
  slow: 380,
} as const;

/** `(min-width: 768px)` style query for a breakpoint, for matchMedia. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
