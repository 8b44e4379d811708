import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { Wallet } from '../../src/server/domain/wallet/wallet';

/**
 * A player row with a wallet account holding `funds` hundredths, deposited from the
 * cashier so the ledger stays balanced. Skips the sign-up path: suites that race the
 * wallet need many players fast, not accounts a person could log in to.
 */
export async function fundedPlayer(db: Database, wallet: Wallet, funds: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (username) VALUES (${'p' + randomUUID().slice(0, 12)}) RETURNING id`,
  );
  const userId = row!.id;
  await transact(db, async (tx) => {
    await wallet.openAccount(tx, userId);
    if (funds > 0)
      await wallet.move(tx, { userId, amount: funds, counterparty: 'cashier', kind: 'deposit' });
  });
  return userId;
}
