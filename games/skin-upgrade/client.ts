import { defineClientGame, type CaptureModule, type ViewModule } from '../manifest.client';
import { upgraderBetSummary } from './betSummary';
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
    icon: [{ circle: [12, 12, 9] }, { path: 'M8 13l4-4 4 4M8 17l4-4 4 4' }],
    location: 'SKIN_UPGRADER',
    fairness: 'verifier',
  },
  scene: () => import('./scene/UpgraderScene').then((m) => m.UpgraderScene),
  easings: upgraderEasings,
  page: (): ViewModule => import('../../src/client/pages/games/UpgraderPage'),
  verifier: {
    view: (): ViewModule => import('../../src/client/pages/fairness/verifiers/UpgraderVerifier'),
    heading: 'Verify an upgrade',
  },
  capture: (): CaptureModule =>
    import('../../src/client/features/streamer/embed/views/InstantCapture').then((m) => ({
      default: m.UpgraderCapture,
    })),
  betSummary: upgraderBetSummary,
});
