import { defineClientGame } from '../manifest.client';
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
    location: 'DICE',
    fairness: 'verifier',
  },
  scene: () => import('./scene/DiceScene').then((m) => m.DiceScene),
});
