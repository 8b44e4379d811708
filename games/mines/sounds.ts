import type { GameSound, SceneSoundOf } from '../engine/sounds';

// Mines' sounds (files under /audio/game/), registered through its client manifest.
export const minesSounds = [
  { name: 'mines-explosion', volume: 40 },
  { name: 'mines-reveal', volume: 20 },
] as const satisfies readonly GameSound[];

export type MinesSound = SceneSoundOf<typeof minesSounds>;
