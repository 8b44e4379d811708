import { lazy, type LazyExoticComponent } from 'react';
import { CLIENT_GAMES } from '../../../../../games/registry.client';
import type { CaptureGame } from '../capture-links';
import type { CaptureView } from './capture-view';

// The capture view of every game a capture route follows, from its client manifest, each
// its own chunk so a browser source loads only its game's view.

export const CAPTURE_VIEWS: Partial<Record<CaptureGame, LazyExoticComponent<CaptureView>>> =
  Object.fromEntries(
    CLIENT_GAMES.flatMap((game): [CaptureGame, LazyExoticComponent<CaptureView>][] =>
      game.capture ? [[game.lobby.key, lazy(game.capture)]] : [],
    ),
  );
