import type { Tx } from '../../../db/transaction';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { LOCK_BY_EXTERNAL, LOCK_BY_ID } from './cryptoSql';

/** A crypto transaction row by our id, locked for the rest of the transaction. */
export async function lockById(tx: Tx, id: string) {
  const [row] = await tx.query<CryptoTransactionRow>(LOCK_BY_ID, [id]);
  return row;
}

/** A row by the provider's id for it (LOCK_BY_EXTERNAL: deposits and payouts apart), locked. */
export async function lockByExternal(
  tx: Tx,
  provider: string,
  kind: 'DEPOSIT' | 'WITHDRAWAL',
  externalId: string,
) {
  const [row] = await tx.query<CryptoTransactionRow>(LOCK_BY_EXTERNAL, [
    provider,
    kind,
    externalId,
  ]);
  return row;
}
