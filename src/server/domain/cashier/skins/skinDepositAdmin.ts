import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import type { Database } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import { assertCan } from '../../accounts';
import type { SkinDepositDeps } from './skinDepositDeps';
import { type SkinDepositRow, toSkinDeposit } from './skinDepositRows';
import { DEPOSITS_BY_IDS, HELD_DEPOSITS } from './skinDepositSql';

type OwnedRow = SkinDepositRow & { username: string };

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
  const rows = await autocommit(deps.db, (tx) => tx.query<OwnedRow>(HELD_DEPOSITS, [QUEUE_CAP]));
  return rows.map(({ username, ...row }) => adminSkinDepositOf(row, username));
}

/** The named skin deposits as operators see them (the search's page), by id. */
export async function adminSkinDepositsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, AdminSkinDeposit>> {
  if (ids.length === 0) return new Map();
  const rows = await autocommit(db, (tx) => tx.query<OwnedRow>(DEPOSITS_BY_IDS, [[...ids]]));
  return new Map(rows.map(({ username, ...row }) => [row.id, adminSkinDepositOf(row, username)]));
}
