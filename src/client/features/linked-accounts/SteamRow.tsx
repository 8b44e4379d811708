import { selectUser, useSession } from '../session/session-store';

/**
 * Steam, as far as this server goes: an account either is a Steam sign-in (its SteamID64)
 * or is not. The server can sign in with Steam but cannot link Steam to an existing
 * account, so this row states the fact and offers no button that would open another account.
 */
export function SteamRow() {
  const steam = useSession(selectUser)?.platforms?.steam;
  return (
    <div className="linked-account" data-testid="steam-row">
      <div className="linked-account__info">
        <p className="linked-account__name">Steam</p>
        <p className="linked-account__status">
          {steam ? (
            <>
              Linked: you sign in with Steam account <code>{steam.id}</code>
            </>
          ) : (
            'Not linked. Signing in with Steam opens its own account; linking Steam to this account is not available.'
          )}
        </p>
      </div>
    </div>
  );
}
