import { defineClientGame, type CaptureModule, type ViewModule } from '../manifest.client';
import { minesBetSummary } from './betSummary';
import { minesVerifierQuery } from './verifierQuery';
import { minesSounds } from './sounds';
import type { MinesCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const minesClient = defineClientGame<'mines', MinesCommands, 'mines'>({
  kind: 'mines',
  lobby: {
    key: 'mines',
    name: 'Mines',
    aliases: ['/cs2-mines'],
    tagline: 'Uncover gems, dodge the mines',
    description:
      'Pick tiles on a 5×5 grid. Every safe gem raises your multiplier; cash out before you hit a mine.',
    accent: '--rarity-classified',
    icon: [
      { circle: [10, 14.5, 6.5] },
      { path: 'M13.2 9.1 15.4 6.9l2.2 2.2-2.2 2.2z', filled: true },
      { path: 'M17 5.5c.6-1.5 2.2-2 3.5-1.2' },
      { path: 'M7 13.5a3 3 0 0 1 2-2.5' },
    ],
    location: 'MINES',
    fairness: 'verifier',
  },
  scene: () => import('./scene/MinesScene').then((m) => m.MinesScene),
  easings: () => import('./easings').then((m) => m.minesEasings),
  sounds: minesSounds,
  page: (): ViewModule => import('./page/MinesPage'),
  verifier: {
    view: (): ViewModule => import('./verifier/MinesVerifier'),
  },
  capture: (): CaptureModule =>
    import('./page/MinesCapture').then((m) => ({
      default: m.MinesCapture,
    })),
  betSummary: minesBetSummary,
  verifierQuery: minesVerifierQuery,
  modals: {
    MINES_START_CONFIRM: {
      load: () => import('./page/MinesStartConfirmView'),
      title: 'Start the game?',
    },
  },
});
