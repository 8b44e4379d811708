import { messageOf } from '../../lib/api-error';
import { TWO_FACTOR_CANCELLED } from '../modals/modal-store';

/**
 * What a failed change says: the server's own words, or, when the player closed the
 * two-factor prompt, that nothing changed (`unchanged`, e.g. "your password is unchanged").
 */
export function failureMessage(error: unknown, unchanged: string): string {
  if (error instanceof Error && error.message === TWO_FACTOR_CANCELLED)
    return `Two-factor verification was cancelled: ${unchanged}.`;
  return messageOf(error);
}
