import type { Database, Statement } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import { DomainError } from '../errors';
import { type MailLog, type Mailer, sendInBackground } from '../mail';
import { verifyEmailMail } from '../mail';
import { issueAuthToken, spendAuthToken } from './authTokens';
import { type ThrottleRule, hitThrottle } from './throttle';

const VERIFY_TTL_MS = 24 * 3600_000;

/** Resending is a mail to a player-chosen address: a few per hour is plenty. */
export const RESEND_VERIFICATION_RULE: ThrottleRule = {
  name: 'verify-email:account',
  limit: 3,
  windowSeconds: 60 * 60,
};

const RECIPIENT: Statement = {
  name: 'email_verification_recipient',
  text: `SELECT id, username, email, email_verified_at AS "verifiedAt"
         FROM users WHERE id = $1 LIMIT 1`,
};

/** Marks player $1's address verified, if it still is $2 (any case); keeps the first time. */
const MARK_VERIFIED: Statement = {
  name: 'email_verification_mark',
  text: `UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
         WHERE id = $1 AND lower(email) = lower($2)
         RETURNING id`,
};

const invalidLink = () =>
  new DomainError(
    'INVALID_TOKEN',
    'This verification link is invalid, already used or expired. Request a new one.',
    400,
  );

interface Recipient {
  id: string;
  username: string;
  email: string;
}

/** E-mail verification: mails a single-use link to `${SITE_ORIGIN}/?email=<token>`. */
export class EmailVerification {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly siteOrigin: string,
    private readonly log: MailLog,
    /** The brand's name, in the mails (SITE_BRAND). */
    private readonly siteName: string,
  ) {}

  /** After registering: the account exists already, so a failure here is only logged. */
  async sendAfterRegister(user: Omit<Recipient, 'email'> & { email: string | null }) {
    if (!user.email) return;
    try {
      sendInBackground(this.mailer, await this.compose({ ...user, email: user.email }), this.log);
    } catch (error) {
      this.log.error({ err: error }, 'verification mail could not be prepared');
    }
  }

  /** The player asked again: waits for the mail so a failure reaches them. */
  async resend(userId: string): Promise<void> {
    await hitThrottle(this.db, RESEND_VERIFICATION_RULE, userId);
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ id: string; username: string; email: string | null; verifiedAt: Date | null }>(
        RECIPIENT,
        [userId],
      ),
    );
    if (!row?.email) {
      throw new DomainError('NO_EMAIL', 'Your account has no e-mail address to verify', 400);
    }
    if (row.verifiedAt) {
      throw new DomainError(
        'EMAIL_ALREADY_VERIFIED',
        'Your e-mail address is already verified',
        400,
      );
    }
    await this.mailer.send(await this.compose({ ...row, email: row.email }));
  }

  /** Spends the token and marks the address verified, if the account still uses that address. */
  async verify(token: string): Promise<void> {
    await transact(this.db, async (tx) => {
      const spent = await spendAuthToken(tx.db, token, 'verify-email');
      if (!spent?.subject) throw invalidLink();
      const [row] = await tx.query(MARK_VERIFIED, [spent.userId, spent.subject]);
      // The address changed since the mail left: the link proves nothing about the new one.
      if (!row) throw invalidLink();
    });
  }

  private async compose(user: Recipient) {
    const token = await issueAuthToken(this.db, {
      userId: user.id,
      purpose: 'verify-email',
      subject: user.email,
      ttlMs: VERIFY_TTL_MS,
    });
    const link = `${this.siteOrigin}/?email=${encodeURIComponent(token)}`;
    return { to: user.email, ...verifyEmailMail(this.siteName, user.username, link) };
  }
}
