import { lazy } from 'react';

// A signed-in player's header controls are a chunk of their own: a visitor's lobby never
// loads them; a returning player's start with the page, beside the session's read.
const load = () => import('./SignedInActions');

export const SignedInActions = lazy(load);

/** Starts the signed-in controls' download (a returning player, or a log-in about to be). */
export function preloadSignedInActions(): void {
  void load().catch(() => undefined);
}
