import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { pgErrorOf } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { SessionContext } from './accounts';
import type { EmailVerification } from './emailVerification';
import { passwordMatches } from './secrets';
import { AUTH_RULES, hitThrottle } from './throttle';
import { assertTwoFactorFresh } from './twoFactorGate';

/**
 * Changing the account e-mail is sensitive (it is where password resets go): it needs a
 * recent second factor and, when the account has one, the password. The new address starts
 * unverified and gets its own verification link.
 */
export async function changeEmail(
  deps: { db: Database; emailVerification: EmailVerification },
  session: SessionContext,
  input: { email: string; password?: string | undefined },
): Promise<void> {
  const { db } = deps;
  await assertTwoFactorFresh(db, session);
  await hitThrottle(db, AUTH_RULES.emailChangePerAccount, session.userId);
  const [user] = await db
    .select({ username: users.username, passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!user) throw new DomainError('NOT_FOUND', 'No such user', 404);
  if (user.passwordHash) {
    if (!input.password) throw new DomainError('PASSWORD_REQUIRED', 'Enter your password', 400);
    if (!(await passwordMatches(user.passwordHash, input.password))) {
      throw new DomainError('INVALID_PASSWORD', 'Current password is incorrect', 400);
    }
  }
  const email = input.email.toLowerCase();
  if (email === user.email)
    throw new DomainError('SAME_EMAIL', 'That is already your e-mail address', 400);
  try {
    await db
      .update(users)
      .set({ email, emailVerifiedAt: null })
      .where(eq(users.id, session.userId));
  } catch (error) {
    if (pgErrorOf(error).code === '23505')
      throw conflict('ACCOUNT_EXISTS', 'That email is already taken');
    throw error;
  }
  await deps.emailVerification.sendAfterRegister({
    id: session.userId,
    username: user.username,
    email,
  });
}
