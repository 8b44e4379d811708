import {
  defineClientGame,
  type HistoryModule,
  type CaptureModule,
  type ViewModule,
} from '../manifest.client';
import type { CrashCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const crashClient = defineClientGame<'crash', CrashCommands, 'crash'>({
  kind: 'crash',
  lobby: {
    key: 'crash',
    name: 'Crash',
    aliases: ['/cs2-crash'],
    tagline: 'Cash out before it crashes',
    description: 'The multiplier climbs until it crashes. Cash out in time to keep your winnings.',
    accent: '--rarity-restricted',
    icon: [
      { path: 'M3 20h18M3 20V4' },
      { path: 'M5 17c5 0 9-3 13-11' },
      { path: 'M14.5 6H18v3.5' },
    ],
    location: 'CRASH',
  },
  scene: () => import('./scene/CrashScene').then((m) => m.CrashScene),
  round: { bet: 'crash.bet', cashouts: 'crash.cashouts' },
  page: (): ViewModule => import('./page/CrashPage'),
  history: (): HistoryModule => import('./history'),
  capture: (): CaptureModule =>
    import('./page/CrashCapture').then((m) => ({
      default: m.CrashCapture,
    })),
});
