import { lazy, type LazyExoticComponent } from 'react';
import type { CaptureGame } from '../capture-links';
import type { CaptureView } from './capture-view';

// The capture view of every game a capture route follows, one line each, each its own chunk
// so a browser source loads only its game's view.

export const CAPTURE_VIEWS: Record<CaptureGame, LazyExoticComponent<CaptureView>> = {
  dice: lazy(() => import('./views/InstantCapture').then((m) => ({ default: m.DiceCapture }))),
  plinko: lazy(() => import('./views/InstantCapture').then((m) => ({ default: m.PlinkoCapture }))),
  upgrader: lazy(() =>
    import('./views/InstantCapture').then((m) => ({ default: m.UpgraderCapture })),
  ),
  mines: lazy(() => import('./views/MinesCapture').then((m) => ({ default: m.MinesCapture }))),
  'case-opening': lazy(() =>
    import('./views/CaseOpeningCapture').then((m) => ({ default: m.CaseOpeningCapture })),
  ),
  crash: lazy(() => import('./views/CrashCapture').then((m) => ({ default: m.CrashCapture }))),
  roulette: lazy(() =>
    import('./views/RouletteCapture').then((m) => ({ default: m.RouletteCapture })),
  ),
  coinflip: lazy(() =>
    import('./views/CoinFlipCapture').then((m) => ({ default: m.CoinFlipCapture })),
  ),
  'case-battles': lazy(() =>
    import('./views/CaseBattleCapture').then((m) => ({ default: m.CaseBattleCapture })),
  ),
};
