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
};
