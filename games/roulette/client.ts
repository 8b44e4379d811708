import { defineClientGame } from '../manifest.client';
import { rouletteSounds } from './sounds';
import type { RouletteCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const rouletteClient = defineClientGame<'roulette', RouletteCommands, 'roulette'>({
  kind: 'roulette',
  lobby: {
    key: 'roulette',
    name: 'Roulette',
    aliases: ['/cs2-roulette'],
    tagline: 'Red, black or the green jackpot',
    description:
      'Bet on red, black, green or bait each round. Three greens in a row pay the jackpot.',
    accent: '--rarity-covert',
    location: 'ROULETTE',
    fairness: 'page',
  },
  scene: () => import('./scene/RouletteScene').then((m) => m.RouletteScene),
  sounds: rouletteSounds,
});
