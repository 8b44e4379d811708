import { creatorFeeWithCarry } from '../../../../games/case-unbox/core/community';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Wallet } from '../wallet';

const LOCK_FEE_CARRY: Statement = {
  name: 'cases_lock_creator_fee_carry',
  text: `SELECT creator_fee_carry_e4 FROM cases WHERE id = $1 AND creator_id IS NOT NULL
         FOR UPDATE`,
};

const ADD_OPENINGS: Statement = {
  name: 'cases_add_community_openings',
  text: `UPDATE cases SET openings = openings + $2, creator_earnings = creator_earnings + $3,
           creator_fee_carry_e4 = $4
         WHERE id = $1 AND creator_id IS NOT NULL`,
};

/** Who a community case pays: its creator, unless the creator is opening it themselves. */
export function feePayee(creatorId: string | null, openerId: string): string | null {
  return creatorId !== null && creatorId !== openerId ? creatorId : null;
}

/**
 * After a community case's openings, in their transaction: its creator's fee (0.5% of the
 * request's price plus what the case's earlier fees left under a hundredth, the whole
 * hundredths paid and the rest carried on the case row: games/case-unbox/core/community.ts)
 * moves from the house to the creator, and the case's openings and earnings grow by as
 * much. The case row is locked for its carry after the players' accounts, as before. A
 * creator opening their own case earns nothing from it (no rebate on one's own play), though
 * the openings count. Returns the fee paid.
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
  const [row] = await tx.query<{ creator_fee_carry_e4: number }>(LOCK_FEE_CARRY, [opening.caseId]);
  const carried = Number(row?.creator_fee_carry_e4 ?? 0);
  const { fee, carryE4 } =
    opening.payee === null
      ? { fee: 0, carryE4: carried }
      : creatorFeeWithCarry(opening.price, opening.count, carried);
  if (fee > 0)
    await wallet.move(tx, {
      userId: opening.payee!,
      amount: fee,
      counterparty: 'house',
      kind: 'creator-fee',
      reference: opening.openingId,
      idempotencyKey: `creator-fee:${opening.openingId}`,
    });
  await tx.query(ADD_OPENINGS, [opening.caseId, opening.count, fee, carryE4]);
  return fee;
}
