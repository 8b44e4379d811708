import { creatorFee } from '../../../../games/case-unbox/core/community';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Wallet } from '../wallet/wallet';

const ADD_OPENINGS: Statement = {
  name: 'cases_add_community_openings',
  text: `UPDATE cases SET openings = openings + $2, creator_earnings = creator_earnings + $3
         WHERE id = $1 AND creator_id IS NOT NULL`,
};

/** Who a community case pays: its creator, unless the creator is opening it themselves. */
export function feePayee(creatorId: string | null, openerId: string): string | null {
  return creatorId !== null && creatorId !== openerId ? creatorId : null;
}

/**
 * After a community case's openings, in their transaction: its creator's fee (0.5% of the
 * request's price, rounded down to the hundredth once: games/case-unbox/core/community.ts)
 * moves from the house to the creator, and the case's openings and earnings grow by as
 * much. A creator opening their own case earns nothing from it (no rebate on one's own
 * play), though the openings count. Returns the fee paid.
 */
export async function recordCommunityOpenings(
  tx: Tx,
  wallet: Wallet,
  opening: {
    caseId: string;
    payee: string | null;
    price: number;
    count: number;
    /** The first opening's bet id: the fee's reference and idempotency key. */
    openingId: string;
  },
): Promise<number> {
  const fee = opening.payee === null ? 0 : creatorFee(opening.price, opening.count);
  if (fee > 0)
    await wallet.move(tx, {
      userId: opening.payee!,
      amount: fee,
      counterparty: 'house',
      kind: 'creator-fee',
      reference: opening.openingId,
      idempotencyKey: `creator-fee:${opening.openingId}`,
    });
  await tx.query(ADD_OPENINGS, [opening.caseId, opening.count, fee]);
  return fee;
}
