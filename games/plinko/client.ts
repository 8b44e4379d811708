import { defineClientGame } from '../manifest.client';
import { plinkoEasings } from './easings';
import { plinkoSounds } from './sounds';
import type { PlinkoCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount together with the recorded falls it replays (their own chunk).
export const plinkoClient = defineClientGame<'plinko', PlinkoCommands, 'plinko'>({
  kind: 'plinko',
  lobby: {
    key: 'plinko',
    name: 'Plinko',
    aliases: ['/cs2-plinko'],
    tagline: 'Drop the ball, ride the bounce',
    description:
      'Drop a ball through the pegs and land on a multiplier. Choose the rows and the risk.',
    accent: '--rarity-industrial',
    location: 'PLINKO',
    fairness: 'verifier',
  },
  scene: () =>
    Promise.all([import('./scene/PlinkoScene'), import('./trajectories/library.json')]).then(
      ([scene, library]) => scene.plinkoSceneWith(library.default),
    ),
  easings: plinkoEasings,
  sounds: plinkoSounds,
});
