import { defineClientGame } from '../manifest.client';
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
    location: 'CRASH',
  },
  scene: () => import('./scene/CrashScene').then((m) => m.CrashScene),
});
