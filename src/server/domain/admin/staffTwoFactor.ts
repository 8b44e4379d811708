import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { SessionContext } from '../accounts';
import { verify } from '../accounts';
import { assertTwoFactorFresh } from '../accounts';
import { DomainError } from '../errors';

export const staffTwoFactorOff = () =>
  new DomainError(
    'TWO_FACTOR_REQUIRED',
    'Turn on two-factor authentication to move money or change roles from the back office',
    403,
  );

const TWO_FACTOR_ENABLED_AT: Statement = {
  name: 'staff_two_factor_enabled_at',
  text: 'SELECT totp_enabled_at FROM users WHERE id = $1',
};

/**
 * Before an operator's action that moves money or changes roles. Unlike a player's vault or password, where
 * 2FA is the player's choice, staff must have it on: a stolen staff session alone must not
 * pay anyone. A code sent with the action is verified as /auth/2fa/verify does (counted
 * against the account's attempts, spent once, the session marked fresh); without one the
 * session's last validation must be fresh (TWO_FACTOR_FRESH_MS), as for players.
 */
export async function assertStaffTwoFactor(
  db: Database,
  session: SessionContext,
  code: string | undefined,
): Promise<void> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ totp_enabled_at: Date | string | null }>(TWO_FACTOR_ENABLED_AT, [session.userId]),
  );
  if (!row?.totp_enabled_at) throw staffTwoFactorOff();
  if (code) await verify(db, session, code);
  else await assertTwoFactorFresh(db, session);
}
