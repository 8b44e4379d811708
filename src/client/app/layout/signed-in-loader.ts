import { lazyPage } from '../../features/routing/lazy-page';

// A signed-in player's header controls are a chunk of their own: a visitor's lobby never
// loads them; a returning player's start with the page, beside the session's read, and
// render at once when they have arrived by the first render (lazyPage says why).
const actions = lazyPage(() => import('./SignedInActions'));

export const SignedInActions = actions.Component;

/** Starts the signed-in controls' download (a returning player, or a log-in about to be). */
export function preloadSignedInActions(): void {
  void actions.load().catch(() => undefined);
}
