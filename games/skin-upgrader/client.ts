import { defineClientGame, type CaptureModule, type ViewModule } from '../manifest.client';
import { skinUpgraderBetSummary } from './betSummary';
import { skinUpgraderVerifierQuery } from './verifierQuery';
import type { SkinUpgraderCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const skinUpgraderClient = defineClientGame<
  'skin-upgrader',
  SkinUpgraderCommands,
  'skin-upgrader'
>({
  kind: 'skin-upgrader',
  lobby: {
    key: 'skin-upgrader',
    name: 'Skin Upgrader',
    aliases: ['/cs2-skin-upgrader'],
    tagline: 'Trade up to a better skin',
    description:
      'Stake gems for a chance at a pricier skin. The bigger the jump, the smaller the chance.',
    accent: '--color-brand',
    icon: [{ circle: [12, 12, 9] }, { path: 'M8 13l4-4 4 4M8 17l4-4 4 4' }],
    location: 'SKIN_UPGRADER',
    fairness: 'verifier',
  },
  scene: () => import('./scene/SkinUpgraderScene').then((m) => m.SkinUpgraderScene),
  easings: () => import('./easings').then((m) => m.skinUpgraderEasings),
  page: (): ViewModule => import('./page/SkinUpgraderPage'),
  verifier: {
    view: (): ViewModule => import('./verifier/SkinUpgraderVerifier'),
    heading: 'Verify an upgrade',
  },
  capture: (): CaptureModule => import('./capture'),
  betSummary: skinUpgraderBetSummary,
  verifierQuery: skinUpgraderVerifierQuery,
});
