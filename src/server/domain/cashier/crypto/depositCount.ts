import { CONVERSION_FACTOR } from '../../../../shared/money';
import type { Tx } from '../../../db/transaction';
import type { Wallet } from '../../wallet';
import { coinToHundredths, formatCoin, parseCoin } from './coinMath';
import type { CryptoMethodConfig } from './cryptoConfig';
import { COUNT_DEPOSIT, DELETE_SINGLE_USE_ADDRESS } from './cryptoSql';
import type { NoticeRow } from './cryptoNotices';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { creditDeposit } from '../deposits/depositCredit';
import { heldReason } from '../deposits/depositHold';
import type { DepositUpdate } from './paymentProvider';

export const maxCoin = (a: bigint, b: bigint) => (a > b ? a : b);

export interface DepositCountDeps {
  wallet: Wallet;
  /** The player's DEPOSIT_COMPLETED notice and the row's event; `told` is this count's own. */
  notify(row: CryptoTransactionRow, told: Partial<NoticeRow>): Promise<void>;
}

/**
 * Counts what a final notice reports beyond what the deposit row counted (credited_coin),
 * under the row's lock: its gems credited up to what self-exclusion and deposit limits
 * allow, the rest held (depositHold.ts). Below the method's minimum (the payment's coins
 * together) nothing is counted, so a top-up that passes it later counts them all. Each count
 * has its own ledger key: the first the row's id, a top-up the total it reaches. Answers
 * the row after it, or null when the notice reports nothing new.
 */
export async function countDeposit(
  tx: Tx,
  deps: DepositCountDeps,
  input: {
    row: CryptoTransactionRow;
    update: DepositUpdate;
    method: CryptoMethodConfig;
    rate: number;
    bonusBps: number;
  },
): Promise<CryptoTransactionRow | null> {
  const { row, update, method, rate } = input;
  const first = row.status === 'CONFIRMING';
  const paid = parseCoin(update.coinAmount);
  const before = parseCoin(row.creditedCoin);
  const below = paid < parseCoin(method.minDeposit);
  if (!first && (below || paid <= before)) return null;
  const increase = below ? 0n : paid - before;
  const gems = coinToHundredths(formatCoin(increase), rate, CONVERSION_FACTOR);
  const key = before === 0n ? row.id : `${row.id}:${formatCoin(paid)}`;
  const { split, bonus } = await creditDeposit(tx, deps.wallet, {
    userId: row.userId,
    gems,
    kind: 'crypto-deposit',
    reference: row.id,
    key,
    bonusBps: input.bonusBps,
  });
  const held = row.held + split.held;
  const reason =
    split.held > 0
      ? heldReason(split)
      : below
        ? `Below the minimum deposit of ${method.minDeposit} ${method.symbol}`
        : row.held > 0
          ? row.reason
          : null;
  const [done] = await tx.query<CryptoTransactionRow>(COUNT_DEPOSIT, [
    row.id,
    row.status,
    held > 0 ? 'HELD' : 'COMPLETED',
    formatCoin(maxCoin(paid, parseCoin(row.coinAmount))),
    below ? row.creditedCoin : formatCoin(paid),
    String(rate),
    row.amount + split.credit,
    row.bonus + bonus,
    held,
    Math.max(row.confirmations, update.confirmations, row.requiredConfirmations),
    update.txHash ?? row.txHash,
    reason,
    new Date(),
    row.settledAt ?? new Date(),
  ]);
  if (!done) throw new Error('crypto cashier: deposit changed under its lock');
  // A single-use address (one NOWPayments payment) is replaced on the next request.
  if (first) await tx.query(DELETE_SINGLE_USE_ADDRESS, [row.provider, row.address, row.extraId]);
  // The notice tells of this count only: a top-up's coins and gems, not the row's totals.
  if (first || gems > 0)
    await deps.notify(done, {
      coinAmount: formatCoin(first ? paid : increase),
      amount: split.credit,
      bonus,
      held: split.held,
      reason: split.why,
    });
  return done;
}
