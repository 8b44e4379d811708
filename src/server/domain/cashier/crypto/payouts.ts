import { autocommit, transact } from '../../../db/transaction';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { methodOf } from './cryptoConfig';
import { NOTE_UNANSWERED, PAYOUT_UPDATE, TRANSACTION_BY_ID } from './cryptoSql';
import { type CryptoTransactionRow, trimCoin } from './cryptoTransactionRow';
import { PayoutRefused, type PayoutUpdate } from './paymentProvider';
import { notify } from './transactionFeed';
import { lockByExternal, lockById } from './transactionLocks';
import { failWithdrawal } from './withdrawalRefund';

/**
 * Hands a PROCESSING withdrawal to the provider (our id is its unique external id, so a
 * repeated send is the same payout). A refusal refunds; an error that leaves it unknown
 * whether the payout exists keeps the row PROCESSING for an operator.
 */
export async function sendWithdrawal(
  deps: CryptoCashierDeps,
  id: string,
): Promise<CryptoTransactionRow> {
  const { db, provider, config } = deps;
  const [row] = await autocommit(db, (tx) =>
    tx.query<CryptoTransactionRow>(TRANSACTION_BY_ID, [id]),
  );
  if (!row || row.status !== 'PROCESSING' || row.externalId) return row!;
  // Only the provider it was made for may send it (a row outlives a change of provider).
  if (row.provider !== provider.name) return row;
  const method = methodOf(config.methods, row.symbol, row.blockchain)!;
  let sent;
  try {
    sent = await provider.sendPayout({
      reference: row.id,
      method,
      address: row.address,
      coinAmount: trimCoin(row.coinAmount),
      callbackUrl: config.webhookUrl,
    });
  } catch (error) {
    if (error instanceof PayoutRefused) return failWithdrawal(deps, row.id, error.message);
    return transact(db, async (tx) => {
      const [kept] = await tx.query<CryptoTransactionRow>(NOTE_UNANSWERED, [
        row.id,
        'The provider did not answer; an operator checks it',
        new Date(),
      ]);
      return kept!;
    });
  }
  return applyPayout(deps, { type: 'payout', reference: row.id, ...sent }).then((r) => r.row!);
}

/** The provider's word on a payout: completed, failed (refunded once), or still going. */
export async function applyPayout(deps: CryptoCashierDeps, update: PayoutUpdate) {
  const row = await transact(deps.db, async (tx) => {
    const locked = update.reference
      ? await lockById(tx, update.reference)
      : await lockByExternal(tx, deps.provider.name, 'WITHDRAWAL', update.externalId);
    if (!locked || locked.kind !== 'WITHDRAWAL') return null;
    if (locked.status !== 'PROCESSING') return { locked, changed: false as const };
    if (update.status === 'FAILED') return { locked, changed: 'failed' as const };
    const [next] = await tx.query<CryptoTransactionRow>(PAYOUT_UPDATE, [
      locked.id,
      locked.externalId ?? update.externalId,
      update.txHash ?? locked.txHash,
      update.status,
      new Date(),
      update.status === 'COMPLETED' ? new Date() : null,
    ]);
    if (update.status === 'COMPLETED') await notify(deps, tx, 'WITHDRAWAL_COMPLETED', next!);
    return { locked: next!, changed: true as const };
  });
  if (!row) return { outcome: 'ignored' as const, why: 'unknown payout', row: null };
  if (row.changed === 'failed')
    return {
      outcome: 'failed' as const,
      row: await failWithdrawal(deps, row.locked.id, update.error ?? 'Refused by the provider', {
        externalId: update.externalId,
      }),
    };
  return {
    outcome: row.changed ? ('updated' as const) : ('unchanged' as const),
    row: row.locked,
  };
}
