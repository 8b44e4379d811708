import { and, eq } from 'drizzle-orm';
import { cryptoTransactions } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';

/** A crypto transaction row by our id, locked for the rest of the transaction. */
export async function lockById(tx: Tx, id: string) {
  const [row] = await tx.db
    .select()
    .from(cryptoTransactions)
    .where(eq(cryptoTransactions.id, id))
    .for('update');
  return row;
}

/**
 * The row a provider knows by its own id. Deposits and payouts are looked up apart, so a
 * deposit and a payout that share an id at the provider never meet.
 */
export const byExternal = (provider: string, kind: 'DEPOSIT' | 'WITHDRAWAL', externalId: string) =>
  and(
    eq(cryptoTransactions.provider, provider),
    eq(cryptoTransactions.kind, kind),
    eq(cryptoTransactions.externalId, externalId),
  );

/** A row by the provider's id for it (byExternal), locked. */
export async function lockByExternal(
  tx: Tx,
  provider: string,
  kind: 'DEPOSIT' | 'WITHDRAWAL',
  externalId: string,
) {
  const [row] = await tx.db
    .select()
    .from(cryptoTransactions)
    .where(byExternal(provider, kind, externalId))
    .for('update');
  return row;
}
