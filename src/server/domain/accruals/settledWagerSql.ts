/**
 * Which bet rows are wagers, in SQL over a bet row aliased `b`: settled, and not a stake
 * given back. A stake given back (a cancelled coin flip, a mines game refunded at a ban, a
 * cancelled case battle seat) is closed by settlement.closeOpenBet() with payoutKind
 * 'refund': its row is stamped accrued as it settles, so nothing follows it, and the ledger
 * names the money back a 'refund' under the bet's payout key. That transfer is the lasting
 * mark; a bet still open may yet be given back, so it is no wager yet.
 */
export const SETTLED_WAGER_SQL = `b.settled_at IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM wallet_transfers r
  WHERE r.user_id = b.user_id AND r.idempotency_key = 'payout:' || b.id AND r.kind = 'refund')`;
