import type { Statement } from '../../db/client';
import { positionedBalanceSql } from '../wallet';
import { USER_COLUMNS } from './userRow';

// The statements of registration, login, sessions and socket tokens (accounts.ts).

/** The live session of token hash $1 and its player's ban; every authenticated request. */
export const RESOLVE_SESSION: Statement = {
  name: 'accounts_resolve_session',
  text: `SELECT s.id AS "sessionId", s.user_id AS "userId", s.last_seen_at AS "lastSeenAt",
           u.banned_until AS "bannedUntil", s.pending_two_factor AS "pendingTwoFactor"
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
         LIMIT 1`,
};

/** Session $1 was seen at $2. */
export const TOUCH_SESSION: Statement = {
  name: 'accounts_touch_session',
  text: 'UPDATE sessions SET last_seen_at = $2 WHERE id = $1',
};

/** A new player: username, e-mail, password hash, and the terms accepted at $4 ($5). */
export const INSERT_USER: Statement = {
  name: 'accounts_user_insert',
  text: `INSERT INTO users (username, email, password_hash, tos_accepted_at, tos_version)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING ${USER_COLUMNS}`,
};

/** The player whose e-mail, lower-cased, is $1. */
export const USER_BY_EMAIL: Statement = {
  name: 'accounts_user_by_email',
  text: `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1 LIMIT 1`,
};

/** The player whose username, lower-cased, is $1. */
export const USER_BY_NAME: Statement = {
  name: 'accounts_user_by_name',
  text: `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = $1 LIMIT 1`,
};

/**
 * The player whose id is $1 and their balance with its ledger position (null when they have
 * no wallet), in one round trip: GET /users/me and every page's start-up read.
 */
export const USER_WITH_BALANCE_BY_ID: Statement = {
  name: 'accounts_user_with_balance_by_id',
  text: `SELECT ${USER_COLUMNS}, w.balance AS "walletBalance",
           w."ledgerPosition" AS "walletLedgerPosition"
         FROM users LEFT JOIN LATERAL (${positionedBalanceSql('users.id')}) w ON true
         WHERE users.id = $1 LIMIT 1`,
};

export const ROLES_OF: Statement = {
  name: 'accounts_roles_of',
  text: 'SELECT roles FROM users WHERE id = $1 LIMIT 1',
};

/** Session $1 ends at $2 (logout). */
export const REVOKE_SESSION: Statement = {
  name: 'accounts_revoke_session',
  text: 'UPDATE sessions SET revoked_at = $2 WHERE id = $1',
};

/** Session $1 ends at $3 if it is player $2's and still live. */
export const REVOKE_OWN_SESSION: Statement = {
  name: 'accounts_revoke_own_session',
  text: `UPDATE sessions SET revoked_at = $3
         WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
         RETURNING id`,
};

/** Every live session of player $1 ends at $2, except session $3 when it is not null. */
export const REVOKE_LIVE_SESSIONS: Statement = {
  name: 'accounts_revoke_live_sessions',
  text: `UPDATE sessions SET revoked_at = $2
         WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
         RETURNING id`,
};

export const INSERT_SESSION: Statement = {
  name: 'accounts_session_insert',
  text: `INSERT INTO sessions
           (user_id, token_hash, two_factor_at, pending_two_factor, expires_at, user_agent, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
};

export const INSERT_REALTIME_TOKEN: Statement = {
  name: 'accounts_realtime_token_insert',
  text: 'INSERT INTO realtime_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)',
};

/** Spends realtime token hash $1; answers its session if token and session are live. */
export const CONSUME_REALTIME_TOKEN: Statement = {
  name: 'accounts_realtime_token_consume',
  text: `WITH spent AS (
           DELETE FROM realtime_tokens WHERE token_hash = $1 RETURNING session_id, expires_at)
         SELECT s.id AS session_id, s.user_id FROM spent
         JOIN sessions s ON s.id = spent.session_id
         WHERE spent.expires_at > now() AND s.revoked_at IS NULL AND s.expires_at > now()`,
};
