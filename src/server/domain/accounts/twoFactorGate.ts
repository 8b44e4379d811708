import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { DomainError } from '../errors';
import type { SessionContext } from './sessionContext';

/** How long a validated second factor covers sensitive actions in that session. */
export const TWO_FACTOR_FRESH_MS = 10 * 60_000;

/** When the player of session $1 enabled 2FA, and when the session last proved it. */
const TWO_FACTOR_STATE: Statement = {
  name: 'two_factor_gate_state',
  text: `SELECT u.totp_enabled_at AS "enabledAt", s.two_factor_at AS "validatedAt"
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1 LIMIT 1`,
};

export const twoFactorRequired = () =>
  new DomainError(
    'TWO_FACTOR_REQUIRED',
    'You must have two factor validated to perform this action',
    403,
  );

/**
 * Sensitive actions (withdrawals, vault unlock, changing email, password or 2FA, large tips)
 * call this first: a player with 2FA enabled must have validated it in this session recently.
 */
export async function assertTwoFactorFresh(
  db: Database,
  session: SessionContext,
  now = new Date(),
): Promise<void> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ enabledAt: Date | null; validatedAt: Date | null }>(TWO_FACTOR_STATE, [
      session.sessionId,
    ]),
  );
  if (!row?.enabledAt) return;
  if (!row.validatedAt || now.getTime() - row.validatedAt.getTime() > TWO_FACTOR_FRESH_MS) {
    throw twoFactorRequired();
  }
}
