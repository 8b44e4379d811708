import {
  defineClientGame,
  type HistoryModule,
  type CaptureModule,
  type ViewModule,
} from '../manifest.client';
import { ROULETTE_ROLLING_MS } from './core/limits';
import { rouletteBatchFields } from './feed';
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
    icon: [
      { circle: [12, 12, 9] },
      { circle: [12, 12, 4] },
      {
        path: 'M12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
      },
    ],
    location: 'ROULETTE',
    fairness: 'page',
    // One page checks both round games: crash's rounds come from the same kind of chain.
    fairnessName: 'Roulette & Crash',
  },
  scene: () => import('./scene/RouletteScene').then((m) => m.RouletteScene),
  sounds: rouletteSounds,
  round: { bets: 'roulette.bets', batchFields: rouletteBatchFields, movingMs: ROULETTE_ROLLING_MS },
  page: (): ViewModule => import('./page/RoulettePage'),
  history: (): HistoryModule => import('./history'),
  modals: {
    ROULETTE_ROUND_HISTORY: {
      load: () => import('./page/RouletteRoundHistoryView'),
      title: 'Round history',
    },
    ROULETTE_JACKPOT_HISTORY: {
      load: () => import('./page/RouletteJackpotHistoryView'),
      title: 'Jackpot history',
    },
  },
  fairnessSection: (): ViewModule =>
    import('../../src/client/pages/fairness/rounds/RoundChainsSection'),
  capture: (): CaptureModule =>
    import('./page/RouletteCapture').then((m) => ({
      default: m.RouletteCapture,
    })),
});
