import type { SkinDeposit } from '../../../../shared/contract/cashierSkins';
import type { skinDeposits } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { LOCK_DEPOSIT } from './skinDepositSql';

export type SkinDepositRow = typeof skinDeposits.$inferSelect;

/** The row as the player sees it (the shortfall is the operators' business). */
export function toSkinDeposit(row: SkinDepositRow): SkinDeposit {
  return {
    id: row.id,
    status: row.status as SkinDeposit['status'],
    offerId: row.offerId,
    offerUrl: row.offerId ? `https://steamcommunity.com/tradeoffer/${row.offerId}/` : null,
    items: row.items.map(({ assetId, marketName, value, gems }) => ({
      assetId,
      marketName,
      value,
      gems,
    })),
    value: row.value,
    gems: row.gems,
    amount: row.amount,
    bonus: row.bonus,
    held: row.held,
    reversed: row.reversed,
    reason: row.reason,
    protectedUntil: row.protectedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The deposit's row, locked for the rest of the transaction. */
export async function lockSkinDeposit(tx: Tx, id: string): Promise<SkinDepositRow | undefined> {
  const [row] = await tx.query<SkinDepositRow>(LOCK_DEPOSIT, [id]);
  return row;
}
