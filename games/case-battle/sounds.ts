import type { CaseUnboxSound } from '../case-unbox/sounds';
import type { GameSound, SceneSoundOf } from '../engine/sounds';

// The battle's sounds (files under /audio/game/), registered through its client manifest.
// Its reels are the case opening's, so they also play the case opening's sounds.
export const caseBattleSounds = [
  { name: 'battle-start', volume: 30 },
  { name: 'battle-end', volume: 20 },
] as const satisfies readonly GameSound[];

export type CaseBattleSound = SceneSoundOf<typeof caseBattleSounds> | CaseUnboxSound;
