/**
 * A stake given back, in SQL over a bet row aliased `b`: a cancelled coin flip, a mines
 * game refunded at a ban, a cancelled case battle seat. Such a bet is closed by
 * settlement.closeOpenBet() with payoutKind 'refund', and the ledger names the money back a
 * 'refund' under the bet's payout key: that transfer is the lasting mark. Such a stake was
 * never wagered, so no figure of wagers (races, the profile, the wagering rule) counts it.
 */
export const GIVEN_BACK_SQL = `EXISTS (
  SELECT 1 FROM wallet_transfers r
  WHERE r.user_id = b.user_id AND r.idempotency_key = 'payout:' || b.id AND r.kind = 'refund')`;

/**
 * Which bet rows are wagers, in SQL over a bet row aliased `b`: settled, and not a stake
 * given back (GIVEN_BACK_SQL). A refunded bet's row is stamped accrued as it settles, so
 * nothing follows it; a bet still open may yet be given back, so it is no wager yet.
 */
export const SETTLED_WAGER_SQL = `b.settled_at IS NOT NULL AND NOT ${GIVEN_BACK_SQL}`;
