import { defineClientGame, type CaptureModule, type ViewModule } from '../manifest.client';
import { diceBetSummary } from './betSummary';
import { diceVerifierQuery } from './verifierQuery';
import type { DiceCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const diceClient = defineClientGame<'dice', DiceCommands, 'dice'>({
  kind: 'dice',
  lobby: {
    key: 'dice',
    name: 'Dice',
    aliases: ['/cs2-dice'],
    tagline: 'Roll over or under your target',
    description: 'Set your chance, roll from 0 to 100 and win the multiplier that chance pays.',
    accent: '--color-gem',
    icon: [
      { rect: [4, 4, 16, 16, 3.5] },
      { circle: [8.5, 8.5, 1.2], filled: true },
      { circle: [12, 12, 1.2], filled: true },
      { circle: [15.5, 15.5, 1.2], filled: true },
    ],
    location: 'DICE',
    fairness: 'verifier',
  },
  scene: () => import('./scene/DiceScene').then((m) => m.DiceScene),
  page: (): ViewModule => import('./page/DicePage'),
  verifier: {
    view: (): ViewModule => import('./verifier/DiceVerifier'),
  },
  capture: (): CaptureModule => import('./capture'),
  betSummary: diceBetSummary,
  verifierQuery: diceVerifierQuery,
});
