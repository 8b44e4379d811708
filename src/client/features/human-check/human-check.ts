import { openModal } from '../modals/modal-store';
import { humanCheckSiteKey } from './human-check-api';

/** What the TURNSTILE view is given. */
export interface TurnstileProps {
  siteKey: string;
}

/**
 * The human check before register and login: the token to send, `undefined` when the
 * server checks nothing (or its key could not be read: the server then says what is
 * missing), or null when the player closed the check.
 */
export async function askHumanCheck(): Promise<string | undefined | null> {
  const siteKey = await humanCheckSiteKey().catch(() => null);
  if (!siteKey) return undefined;
  return new Promise((resolve) => {
    void openModal('TURNSTILE', { siteKey } satisfies TurnstileProps, {
      // Not closed by the route change the login may cause: it answers first.
      type: 'human-check',
      actions: [
        { type: 'confirm', callback: (token) => resolve(token as string) },
        { type: 'close', callback: () => resolve(null) },
      ],
    });
  });
}
