import type { Database, Statement } from '../../db/client';
import { autocommit, pgErrorOf } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { SessionContext } from './accounts';
import type { EmailVerification } from './emailVerification';
import { passwordMatches } from './secrets';
import { AUTH_RULES, hitThrottle } from './throttle';
import { assertTwoFactorFresh } from './twoFactorGate';

const ACCOUNT_OF: Statement = {
  name: 'email_change_account',
  text: `SELECT username, password_hash AS "passwordHash", email FROM users WHERE id = $1 LIMIT 1`,
};

/** The new address ($2) of player $1 starts unverified. */
const SET_EMAIL: Statement = {
  name: 'email_change_set',
  text: 'UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1',
};

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
  const [user] = await autocommit(db, (tx) =>
    tx.query<{ username: string; passwordHash: string | null; email: string | null }>(ACCOUNT_OF, [
      session.userId,
    ]),
  );
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
    await autocommit(db, (tx) => tx.query(SET_EMAIL, [session.userId, email]));
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
