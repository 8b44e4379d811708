import type { GameSound, SceneSoundOf } from '../engine/sounds';

// Plinko's sounds (files under /audio/game/), registered through its client manifest.
export const plinkoSounds = [
  { name: 'plinko-bounce', volume: 20, variants: 5 },
  { name: 'plinko-finish', volume: 20 },
] as const satisfies readonly GameSound[];

export type PlinkoSound = SceneSoundOf<typeof plinkoSounds>;
