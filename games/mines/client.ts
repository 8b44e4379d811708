import { defineClientGame } from '../manifest.client';
import { minesEasings } from './easings';
import { minesSounds } from './sounds';
import type { MinesCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const minesClient = defineClientGame<'mines', MinesCommands, 'mines'>({
  kind: 'mines',
  lobby: {
    key: 'mines',
    name: 'Mines',
    aliases: ['/cs2-mines'],
    tagline: 'Uncover gems, dodge the mines',
    description:
      'Pick tiles on a 5×5 grid. Every safe gem raises your multiplier; cash out before you hit a mine.',
    accent: '--rarity-classified',
    location: 'MINES',
    fairness: 'verifier',
  },
  scene: () => import('./scene/MinesScene').then((m) => m.MinesScene),
  easings: minesEasings,
  sounds: minesSounds,
});
