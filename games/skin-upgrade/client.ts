import { defineClientGame } from '../manifest.client';
import { upgraderEasings } from './easings';
import type { UpgraderCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const upgraderClient = defineClientGame<'skin-upgrade', UpgraderCommands, 'upgrader'>({
  kind: 'skin-upgrade',
  lobby: {
    key: 'upgrader',
    name: 'Upgrader',
    aliases: ['/cs2-upgrader'],
    tagline: 'Trade up to a better skin',
    description:
      'Stake gems for a chance at a pricier skin. The bigger the jump, the smaller the chance.',
    accent: '--color-brand',
    location: 'SKIN_UPGRADER',
    fairness: 'verifier',
  },
  scene: () => import('./scene/UpgraderScene').then((m) => m.UpgraderScene),
  easings: upgraderEasings,
});
