import { defineClientGame } from '../manifest.client';
import type { PlinkoCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
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
  scene: () => import('./scene/PlinkoScene').then((m) => m.PlinkoScene),
});
