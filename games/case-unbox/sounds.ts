import type { GameSound, SceneSoundOf } from '../engine/sounds';

// The case opening's sounds (files under /audio/game/), registered through its client manifest.
export const caseUnboxSounds = [
  { name: 'case-open', volume: 30 },
  { name: 'case-rare-win', volume: 30 },
  { name: 'case-big-win', volume: 50 },
] as const satisfies readonly GameSound[];

export type CaseUnboxSound = SceneSoundOf<typeof caseUnboxSounds>;
