import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-error';

export const CONSUME_FAILED = 'Failed to consume item';
export const CONSUME_FAILED_LATER = 'Failed to consume item. Please try again later.';

/**
 * The error notice's text when using an item fails (spec: inventory consume failure): the
 * server's message (its default 'Failed to consume item'), a developer message and the
 * error's id when the server sent them; anything that is not the server's answer (the
 * network) says to try again later.
 */
export function consumeFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return CONSUME_FAILED_LATER;
  const details = error as ApiError & { developerMessage?: unknown; id?: unknown };
  const message =
    error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : CONSUME_FAILED;
  const parts = [message];
  if (typeof details.developerMessage === 'string' && details.developerMessage)
    parts.push(details.developerMessage);
  if (typeof details.id === 'string' && details.id) parts.push(`(ID: ${details.id})`);
  return parts.join(' ');
}
