import { defineClientGame, type CaptureModule, type ViewModule } from '../manifest.client';
import { plinkoBetSummary } from './betSummary';
import { plinkoVerifierQuery } from './verifierQuery';
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
    icon: [
      { circle: [12, 5, 1] },
      { circle: [8.5, 10, 1] },
      { circle: [15.5, 10, 1] },
      { circle: [5, 15, 1] },
      { circle: [12, 15, 1] },
      { circle: [19, 15, 1] },
      { path: 'M3 20h18' },
      { circle: [10.2, 7.2, 1.6], filled: true },
    ],
    location: 'PLINKO',
    fairness: 'verifier',
  },
  scene: () =>
    Promise.all([import('./scene/PlinkoScene'), import('./trajectories/library.json')]).then(
      ([scene, library]) => scene.plinkoSceneWith(library.default),
    ),
  easings: () => import('./easings').then((m) => m.plinkoEasings),
  sounds: plinkoSounds,
  page: (): ViewModule => import('./page/PlinkoPage'),
  verifier: {
    view: (): ViewModule => import('./verifier/PlinkoVerifier'),
  },
  capture: (): CaptureModule => import('./capture'),
  betSummary: plinkoBetSummary,
  verifierQuery: plinkoVerifierQuery,
});
