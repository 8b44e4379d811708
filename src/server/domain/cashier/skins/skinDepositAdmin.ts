import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import type { Database } from '../../../db/client';
import { skinDeposits, users } from '../../../db/schema';
import { assertCan } from '../../accounts';
import type { SkinDepositDeps } from './skinDepositDeps';
import { type SkinDepositRow, toSkinDeposit } from './skinDepositRows';

/** The most rows the held queue sends (oldest first), as the crypto queues do. */
const QUEUE_CAP = 200;

/** A skin deposit as operators see it: the player's view, its Steam account and owner. */
export function adminSkinDepositOf(row: SkinDepositRow, username: string): AdminSkinDeposit {
  return {
    ...toSkinDeposit(row),
    method: 'SKINS',
    kind: 'DEPOSIT',
    steamId: row.steamId,
    user: { id: row.userId, username },
  };
}

/** Skin deposits with gems held when their trade completed, oldest first (operators). */
export async function heldSkinDeposits(
  deps: Pick<SkinDepositDeps, 'db' | 'rolesOf'>,
  actorId: string,
): Promise<AdminSkinDeposit[]> {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  const rows = await deps.db
    .select({ row: skinDeposits, username: users.username })
    .from(skinDeposits)
    .innerJoin(users, eq(users.id, skinDeposits.userId))
    .where(eq(skinDeposits.status, 'HELD'))
    .orderBy(asc(skinDeposits.createdAt), asc(skinDeposits.id))
    .limit(QUEUE_CAP);
  return rows.map(({ row, username }) => adminSkinDepositOf(row, username));
}

/** The named skin deposits as operators see them (the search's page), by id. */
export async function adminSkinDepositsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, AdminSkinDeposit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ row: skinDeposits, username: users.username })
    .from(skinDeposits)
    .innerJoin(users, eq(users.id, skinDeposits.userId))
    .where(inArray(skinDeposits.id, [...ids]));
  return new Map(rows.map(({ row, username }) => [row.id, adminSkinDepositOf(row, username)]));
}
