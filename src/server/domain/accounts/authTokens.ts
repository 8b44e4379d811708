import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { newToken, tokenHash } from './secrets';

/** What a mailed token may do; a token of one purpose is worthless for the other. */
export type AuthTokenPurpose = 'verify-email' | 'reset-password';

// A type, not an interface: tx.query's rows are records.
export type LiveAuthToken = {
  userId: string;
  /** The address the token was mailed to. */
  subject: string | null;
};

const INSERT_AUTH_TOKEN: Statement = {
  name: 'auth_tokens_insert',
  text: `INSERT INTO auth_tokens (token_hash, user_id, purpose, subject, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
};

/** A token of hash $1 and purpose $2 that is neither spent nor expired. */
const LIVE = 'token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()';

const FIND_AUTH_TOKEN: Statement = {
  name: 'auth_tokens_find',
  text: `SELECT user_id AS "userId", subject FROM auth_tokens WHERE ${LIVE} LIMIT 1`,
};

const SPEND_AUTH_TOKEN: Statement = {
  name: 'auth_tokens_spend',
  text: `UPDATE auth_tokens SET used_at = now() WHERE ${LIVE}
         RETURNING user_id AS "userId", subject`,
};

/** Every unspent token of user $1 and purpose $2. */
const RETIRE_AUTH_TOKENS: Statement = {
  name: 'auth_tokens_retire',
  text: `UPDATE auth_tokens SET used_at = now()
         WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
};

/** A new single-use token; only its SHA-256 is stored, the caller mails the token itself. */
export async function issueAuthToken(
  db: Database,
  input: { userId: string; purpose: AuthTokenPurpose; subject: string; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await autocommit(db, (tx) =>
    tx.query(INSERT_AUTH_TOKEN, [
      tokenHash(token),
      input.userId,
      input.purpose,
      input.subject,
      new Date(Date.now() + input.ttlMs),
    ]),
  );
  return token;
}

/** Looks without spending: lets a caller refuse a dead token before doing costly work. */
export async function findAuthToken(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<LiveAuthToken | null> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<LiveAuthToken>(FIND_AUTH_TOKEN, [tokenHash(token), purpose]),
  );
  return row ?? null;
}

/**
 * Spends a token with one conditional UPDATE: of two requests racing with the same link,
 * exactly one gets the row back. Answers null for an unknown, used or expired token.
 */
export async function spendAuthToken(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<LiveAuthToken | null> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<LiveAuthToken>(SPEND_AUTH_TOKEN, [tokenHash(token), purpose]),
  );
  return row ?? null;
}

/** Retires every other unspent token of a purpose, e.g. older reset links once one was used. */
export async function retireAuthTokens(
  db: Database,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<void> {
  await autocommit(db, (tx) => tx.query(RETIRE_AUTH_TOKENS, [userId, purpose]));
}
