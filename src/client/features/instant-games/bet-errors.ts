import { ApiError, messageOf } from '../../lib/api-error';
import { playSound } from '../audio/audio-player';
import { openAuth } from '../modals/modal-store';
import { notify } from '../notifications/notifications';
import { sessionStore } from '../session/session-store';

/** Shows why a game call failed: the server's own message, as an error notification. */
export function showBetError(error: unknown, title = 'Bet not placed'): void {
  if (error instanceof ApiError && error.status === 401) {
    // The session ended elsewhere: forget it and offer to log in again.
    sessionStore.getState().clear();
    openAuth('login');
  }
  notify({ title, message: messageOf(error), severity: 'ERROR' });
  playSound('ui.error');
}
