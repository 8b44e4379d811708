import type { GameSound, SceneSoundOf } from '../engine/sounds';

// Roulette's sounds (files under /audio/game/), registered through its client manifest:
// the scene's and the page's (a bet placed, the spin, its end).
export const rouletteSounds = [
  { name: 'roulette-bet', volume: 20, variants: 2 },
  { name: 'roulette-spin', volume: 20 },
  { name: 'roulette-end', volume: 20 },
] as const satisfies readonly GameSound[];

export type RouletteSound = SceneSoundOf<typeof rouletteSounds>;
