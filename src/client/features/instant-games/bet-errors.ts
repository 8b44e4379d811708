import { ApiError, messageOf } from '../../lib/api-error';
import { playSound } from '../audio/audio-player';
import { openAuth } from '../modals/modal-store';
import { notify } from '../notifications/notifications';
import { sessionStore } from '../session/session-store';

/**
 * A bet the page refused before sending it, in the shared contract's words (the same the
 * server would answer with): shown as it is, where any other local error stays generic.
 */
export class BetRefused extends Error {}

/** Shows why a game call failed: the server's own message, as an error notification. */
export function showBetError(error: unknown, title = 'Bet not placed'): void {
  if (error instanceof ApiError && error.status === 401) {
    // The session ended elsewhere: forget it and offer to log in again.
    sessionStore.getState().clear();
    openAuth('login');
  }
  const message = error instanceof BetRefused ? error.message : messageOf(error);
  notify({ title, message, severity: 'ERROR' });
  playSound('ui.error');
}
