import type { Database, Statement } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import { DomainError } from '../errors';
import { type MailLog, type Mailer, sendInBackground } from '../mail';
import { passwordChangedMail, resetPasswordMail } from '../mail';
import type { Accounts, SessionContext } from './accounts';
import { findAuthToken, issueAuthToken, retireAuthTokens, spendAuthToken } from './authTokens';
import { hashPassword, passwordMatches } from './secrets';
import { AUTH_RULES, type ThrottleRule, hitThrottle } from './throttle';
import { assertTwoFactorFresh } from './twoFactorGate';

const RESET_TTL_MS = 3600_000;

/** A stolen session must not be able to guess the current password at leisure. */
export const CHANGE_PASSWORD_RULE: ThrottleRule = {
  name: 'password-change:account',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** The account of the lower-cased address $1. */
const ACCOUNT_BY_EMAIL: Statement = {
  name: 'passwords_account_by_email',
  text: 'SELECT id, username, email FROM users WHERE lower(email) = $1 LIMIT 1',
};

/**
 * Sets player $1's password hash to $3, if the account still uses the address $2 the reset
 * link was mailed to (any case).
 */
const RESET_PASSWORD: Statement = {
  name: 'passwords_reset',
  text: `UPDATE users SET password_hash = $3, password_changed_at = now()
         WHERE id = $1 AND lower(email) = lower($2)
         RETURNING id, username, email`,
};

const CURRENT_PASSWORD: Statement = {
  name: 'passwords_current',
  text: `SELECT password_hash AS "passwordHash", username, email FROM users WHERE id = $1 LIMIT 1`,
};

const SET_PASSWORD: Statement = {
  name: 'passwords_set',
  text: 'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1',
};

type Owner = { id: string; username: string; email: string | null };

const invalidResetLink = () =>
  new DomainError(
    'INVALID_TOKEN',
    'This password reset link is invalid, already used or expired. Request a new one.',
    400,
  );

/** Forgotten, reset and changed passwords. */
export class Passwords {
  constructor(
    private readonly db: Database,
    private readonly accounts: Accounts,
    private readonly mailer: Mailer,
    private readonly siteOrigin: string,
    private readonly log: MailLog,
    /** The brand's name, in the mails (SITE_BRAND). */
    private readonly siteName: string,
  ) {}

  /**
   * Mails a reset link when the address has an account. Known and unknown addresses take the
   * same path up to the lookup, are throttled alike and answer alike; the mail goes out in the
   * background so its timing reveals nothing either.
   */
  async forgot(email: string, ip: string): Promise<void> {
    const address = email.toLowerCase();
    await hitThrottle(this.db, AUTH_RULES.resetPerAddress, ip);
    await hitThrottle(this.db, AUTH_RULES.resetPerAccount, address);
    const [user] = await autocommit(this.db, (tx) => tx.query<Owner>(ACCOUNT_BY_EMAIL, [address]));
    if (!user?.email) return;
    const token = await issueAuthToken(this.db, {
      userId: user.id,
      purpose: 'reset-password',
      subject: user.email,
      ttlMs: RESET_TTL_MS,
    });
    const link = `${this.siteOrigin}/?password=${encodeURIComponent(token)}`;
    sendInBackground(
      this.mailer,
      { to: user.email, ...resetPasswordMail(this.siteName, user.username, link) },
      this.log,
    );
  }

  /** Sets a new password with a mailed token, then logs every session out. */
  async reset(token: string, password: string): Promise<void> {
    // Refuse dead tokens before spending argon2 time on them.
    if (!(await findAuthToken(this.db, token, 'reset-password'))) throw invalidResetLink();
    const passwordHash = await hashPassword(password);
    const user = await transact(this.db, async (tx) => {
      const spent = await spendAuthToken(tx.db, token, 'reset-password');
      if (!spent?.subject) throw invalidResetLink();
      // A link mailed to an address the account no longer uses must not take it over.
      const [row] = await tx.query<Owner>(RESET_PASSWORD, [
        spent.userId,
        spent.subject,
        passwordHash,
      ]);
      if (!row) throw invalidResetLink();
      await retireAuthTokens(tx.db, row.id, 'reset-password');
      return row;
    });
    await this.accounts.revokeSessions(user.id);
    this.notifyChanged(user);
  }

  /** A logged-in player changes their password; every other session is logged out. */
  async change(
    session: SessionContext,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    await assertTwoFactorFresh(this.db, session);
    await hitThrottle(this.db, CHANGE_PASSWORD_RULE, session.userId);
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ passwordHash: string | null; username: string; email: string | null }>(
        CURRENT_PASSWORD,
        [session.userId],
      ),
    );
    if (!(await passwordMatches(row?.passwordHash ?? null, currentPassword))) {
      throw new DomainError('WRONG_PASSWORD', 'Current password is incorrect', 400);
    }
    const passwordHash = await hashPassword(newPassword);
    await transact(this.db, async (tx) => {
      await tx.query(SET_PASSWORD, [session.userId, passwordHash]);
      // A reset link still in a mailbox would undo the change: it dies with the old password.
      await retireAuthTokens(tx.db, session.userId, 'reset-password');
    });
    await this.accounts.revokeSessions(session.userId, session.sessionId);
    if (row) this.notifyChanged(row);
  }

  /** Tells the owner, so a takeover does not go unnoticed. */
  private notifyChanged(user: { username: string; email: string | null }) {
    if (!user.email) return;
    sendInBackground(
      this.mailer,
      { to: user.email, ...passwordChangedMail(this.siteName, user.username) },
      this.log,
    );
  }
}
