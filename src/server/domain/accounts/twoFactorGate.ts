import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { DomainError } from '../errors';
import type { SessionContext } from './sessionContext';

/** How long a validated second factor covers sensitive actions in that session. */
export const TWO_FACTOR_FRESH_MS = 10 * 60_000;

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
  const [row] = await db
    .select({ enabledAt: users.totpEnabledAt, validatedAt: sessions.twoFactorAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, session.sessionId))
    .limit(1);
  if (!row?.enabledAt) return;
  if (!row.validatedAt || now.getTime() - row.validatedAt.getTime() > TWO_FACTOR_FRESH_MS) {
    throw twoFactorRequired();
  }
}
