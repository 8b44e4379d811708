import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../session/FormError';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { openSteamPopup, steamLinkUrl } from '../session/steam-popup';
import { useRowAction } from './use-row-action';

const SETTINGS_PATH = '/profile/settings';

/**
 * The Steam account: link it through Steam's sign-in page in a pop-up (the sandbox's when
 * no Steam endpoint is configured), after which Steam signs this account in; or unlink it
 * when the account also has a password (the server refuses to take away the only way in).
 */
export function SteamRow() {
  const user = useSession(selectUser);
  const steam = user?.platforms?.steam;
  const {
    busy: running,
    error,
    notice,
    setError,
    setNotice,
    run: runAction,
  } = useRowAction<'link' | 'unlink'>();
  const busy = running !== null;

  const link = () =>
    runAction('link', async () => {
      const url = steamLinkUrl(SETTINGS_PATH);
      const result = await openSteamPopup(SETTINGS_PATH, url).catch(() => 'blocked' as const);
      if (result === 'blocked') {
        setError(
          'Your browser blocked the Steam window. Allow pop-ups for this site and try again.',
        );
        return;
      }
      if (!result) return;
      if (result.status === 'failed' || result.status === 'blocked') {
        setError(result.message ?? 'Steam could not be linked. Please try again.');
        return;
      }
      // The server stored the link: the user it answers now carries it.
      await sessionStore.getState().load();
      setNotice('Steam linked. You can now sign in with Steam too.');
    });

  const unlink = () =>
    runAction('unlink', async () => {
      await apiRequest<HttpResponse<'unlinkSteam'>>('/users/me/steam/unlink', { method: 'POST' });
      await sessionStore.getState().load();
      setNotice('Steam unlinked.');
    });

  return (
    <div className="linked-account" data-testid="steam-row">
      <div className="linked-account__info">
        <p className="linked-account__name">Steam</p>
        <p className="linked-account__status">
          {steam ? (
            <>
              Linked: Steam account <code>{steam.id}</code> signs you in
            </>
          ) : (
            'Not linked'
          )}
        </p>
      </div>
      <div className="linked-account__actions">
        {steam ? (
          user?.hasPassword ? (
            <Button
              size="sm"
              variant="ghost"
              busy={busy}
              disabled={busy}
              onClick={() => void unlink()}
            >
              Unlink
            </Button>
          ) : (
            <p className="linked-account__hint">Steam is how this account signs in.</p>
          )
        ) : (
          <Button
            size="sm"
            variant="primary"
            busy={busy}
            disabled={busy}
            onClick={() => void link()}
          >
            Link Steam
          </Button>
        )}
      </div>
      <div className="linked-account__messages">
        <FormNotice message={notice} />
        <FormError message={error} />
      </div>
    </div>
  );
}
