import { xpForWager } from '../../../shared/levels';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { DomainEventBus } from '../events';

/**
 * The XP a settled wager earns before any boost: the XP calculator's rule (levels.ts), 1 per
 * whole 1.00 gem. The player's active XP boost multiplies it inside the bet's own statement
 * (bet_settle_one() and SETTLE_BET_WITH_XP below, both through boosted_xp(), levels.ts
 * boostedXp's SQL twin), so the boost that counts is the one active when the bet settles.
 * This is the one place that decides a wager's XP, for every game.
 *
 * The rule: a wager earns XP when it settles (an instant bet, a case opening, a finished
 * mines game, a crash or roulette bet at its cash-out or its round's end, a coin flip when
 * it flips), in the bet's own transaction. A refused bet writes nothing; a stake given back
 * (a cancelled coin flip, a mines game refunded at a ban) earns none.
 */
export function wagerXp(amount: number): number {
  return xpForWager(amount);
}

/**
 * Settles an open bet (payout, multiplier, outcome) and credits its XP, boosted while the
 * player's boost lasts, in one statement ($6: the close gives the stake back, so it is
 * stamped as accrued with nothing to accrue); answers the player's XP total and what was
 * credited, or no row when nothing was credited (no XP, or the bet was already settled, so a
 * repeated close never credits twice).
 */
export const SETTLE_BET_WITH_XP: Statement = {
  name: 'bets_settle_with_xp',
  text: `WITH settled AS (
           UPDATE bets SET payout = $2, multiplier_e4 = $3, outcome = $4::jsonb,
                           settled_at = clock_timestamp(),
                           -- A stake given back ($6) is no wager: nothing accrues from it.
                           accrued_at = CASE WHEN $6::boolean THEN clock_timestamp() END
           WHERE id = $1 AND settled_at IS NULL
           RETURNING user_id),
         credit AS (
           SELECT u.id,
                  boosted_xp($5::bigint, u.xp_boost_e2, u.xp_boost_until, clock_timestamp())
                    AS gained
           FROM users u JOIN settled ON u.id = settled.user_id)
         UPDATE users u SET xp = u.xp + credit.gained
         FROM credit WHERE u.id = credit.id AND credit.gained > 0
         RETURNING u.xp, credit.gained`,
};

/** Tells the player's tabs their new XP once the bet's transaction has committed. */
export function announceXp(
  tx: Tx,
  events: DomainEventBus,
  credit: { userId: string; total: number; gained: number },
): void {
  if (credit.gained <= 0) return;
  tx.afterCommit(() => events.emit('user.xp', credit));
}
