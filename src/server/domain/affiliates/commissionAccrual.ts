import { commissionUnits } from '../../../shared/affiliates';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { SettledWager, WagerAccrual } from '../accruals';

/**
 * Adds each referred wager to its referral (wagered, commission) and the commission to the
 * affiliate's balance, in one statement. Wagers of players nobody referred match no row.
 * Rows are touched in id order, so two accrual passes cannot deadlock on them.
 */
const CREDIT: Statement = {
  name: 'affiliates_credit_commission',
  text: `WITH v AS (
           SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[])
             AS v(referee_id, wagered, units)
           ORDER BY referee_id),
         credited AS (
           UPDATE referrals r
           SET wagered = r.wagered + v.wagered, commission_e8 = r.commission_e8 + v.units
           FROM v WHERE r.referee_id = v.referee_id
           RETURNING r.affiliate_id, v.units)
         INSERT INTO affiliate_balances AS b (user_id, earned_e8, claimable_e8)
         SELECT affiliate_id, sum(units), sum(units) FROM credited
         GROUP BY affiliate_id ORDER BY affiliate_id
         ON CONFLICT (user_id) DO UPDATE
         SET earned_e8 = b.earned_e8 + EXCLUDED.earned_e8,
             claimable_e8 = b.claimable_e8 + EXCLUDED.claimable_e8,
             updated_at = now()`,
};

interface RefereeTotals {
  wagered: number;
  units: bigint;
}

/** Sums a batch per player: what they staked and the exact commission it earns. */
export function totalsByPlayer(wagers: readonly SettledWager[]): Map<string, RefereeTotals> {
  const totals = new Map<string, RefereeTotals>();
  for (const wager of wagers) {
    const total = totals.get(wager.userId) ?? { wagered: 0, units: 0n };
    total.wagered += wager.amount;
    total.units += commissionUnits(wager.houseEdgeE4);
    totals.set(wager.userId, total);
  }
  return totals;
}

/** The accrual step's part: 10% of every referred wager's house edge, exactly. */
export const affiliateCommissionAccrual: WagerAccrual = {
  name: 'affiliates',
  async accrue(tx: Tx, wagers: readonly SettledWager[]) {
    const totals = [...totalsByPlayer(wagers)].sort(([a], [b]) => (a < b ? -1 : 1));
    if (totals.length === 0) return;
    await tx.query(CREDIT, [
      totals.map(([userId]) => userId),
      totals.map(([, total]) => String(total.wagered)),
      totals.map(([, total]) => String(total.units)),
    ]);
  },
};
