import {
  defineClientGame,
  type HistoryModule,
  type CaptureModule,
  type ViewModule,
} from '../manifest.client';
import type { CoinFlipCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const coinFlipClient = defineClientGame<'coin-flip', CoinFlipCommands, 'coinflip'>({
  kind: 'coin-flip',
  lobby: {
    key: 'coinflip',
    name: 'Coin Flip',
    aliases: ['/cs2-coinflip'],
    tagline: 'Heads or tails, winner takes all',
    description:
      'Create or join a flip against another player. One coin, one winner, provably fair.',
    accent: '--rarity-consumer',
    icon: [{ ellipse: [12, 12, 8, 9] }, { ellipse: [12, 12, 4.5, 5.5] }, { path: 'M12 9v6' }],
    // The spec has no coin-flip location: its notifications use the shared GAMES area.
    location: 'GAMES',
    fairness: 'page',
  },
  scene: () => import('./scene/CoinFlipScene').then((m) => m.CoinFlipScene),
  page: (): ViewModule => import('./page/CoinFlipPage'),
  history: (): HistoryModule => import('./history'),
  fairnessSection: (): ViewModule => import('./verifier/CoinFlipVerifierSection'),
  capture: (): CaptureModule =>
    import('./page/CoinFlipCapture').then((m) => ({
      default: m.CoinFlipCapture,
    })),
});
