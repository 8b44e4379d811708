import type { Tx } from '../../../db/transaction';
import { WageringRequirement } from '../../wallet';

export { stillToWager } from '../../wallet';

/**
 * Refuses a withdrawal while any deposit the player holds or was handed is not wagered
 * (wallet/requirement: the requirement follows gems between players). Runs under the
 * player's account lock, so bets and withdrawals of theirs cannot slip in between.
 */
export async function assertWagered(tx: Tx, userId: string, factor: number): Promise<void> {
  await new WageringRequirement(factor).assertWagered(tx, userId);
}
