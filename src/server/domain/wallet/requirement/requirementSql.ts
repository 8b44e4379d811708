import type { Statement } from '../../../db/client';
import { SETTLED_WAGER_SQL } from '../../accruals';
import { SHARED_POT_BET_SQL } from './potGames';

/** Ledger kinds of a deposit's credits: the gems and their bonus. */
export const DEPOSIT_CREDIT_KINDS = [
  'crypto-deposit',
  'card-deposit',
  'skin-deposit',
  'deposit-bonus',
];

// Each step of the player's requirement, oldest first (credits, then carries, at one moment),
// with the wagers staked from it until the next step. A wager is a settled bet that is no
// stake given back (accruals/settledWagerSql.ts) and no stake into a pot shared with another
// player (potGames.ts). A deposit and its bonus share a moment: the first spans nothing.
export const REQUIREMENT_SPANS: Statement = {
  name: 'wallet_requirement_spans',
  text: `WITH steps AS (
           SELECT t.created_at AS at, 0 AS src, t.id AS seq, e.amount AS credited,
                  0::bigint AS carried
           FROM wallet_transfers t
           JOIN wallet_entries e ON e.transfer_id = t.id AND e.amount > 0
           JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = $1
           WHERE t.user_id = $1 AND t.kind = ANY($2::text[])
           UNION ALL
           SELECT c.created_at, 1, c.id, 0, c.amount
           FROM wager_carries c WHERE c.user_id = $1),
         spans AS (
           SELECT *, lead(at) OVER (ORDER BY at, src, seq) AS until FROM steps)
         SELECT s.credited, s.carried,
                (SELECT coalesce(sum(b.amount), 0) FROM bets b
                 WHERE b.user_id = $1 AND b.created_at >= s.at
                   AND (s.until IS NULL OR b.created_at < s.until)
                   AND ${SETTLED_WAGER_SQL}
                   AND NOT ${SHARED_POT_BET_SQL}) AS wagered
         FROM spans s ORDER BY s.at, s.src, s.seq`,
};

/** What a pool (the rain) holds of requirement: nothing wagers it down. */
export const POOL_REQUIREMENT: Statement = {
  name: 'wallet_pool_requirement',
  text: `SELECT coalesce(sum(amount), 0) AS owed FROM wager_carries WHERE pool = $1`,
};

export const INSERT_CARRIES: Statement = {
  name: 'wallet_insert_carries',
  text: `INSERT INTO wager_carries (user_id, pool, amount, kind, reference)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::text[])`,
};
