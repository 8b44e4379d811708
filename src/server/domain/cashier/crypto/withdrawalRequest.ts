import { randomUUID } from 'node:crypto';
import type { CryptoWithdrawBody } from '../../../../shared/contract/cashierCrypto';
import { transact } from '../../../db/transaction';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoMethodConfig, methodOf } from './cryptoConfig';
import { INSERT_WITHDRAWAL } from './cryptoSql';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';
import { unknownMethod } from './methodList';
import { sendWithdrawal } from './payouts';
import { notify } from './transactionFeed';
import { assertWagered } from './wageringRule';
import { assertKycForAmount, assertKycForWindow } from './withdrawalKyc';
import { assertWithdrawable, withdrawalCoin, withdrawalStatus } from './withdrawalQuote';

interface Priced {
  method: CryptoMethodConfig;
  rate: number;
  coinAmount: string;
  status: 'PENDING_APPROVAL' | 'PROCESSING';
  kycLevel: number;
}

/**
 * A player's withdrawal: checked and priced, its gems taken with the row in one transaction,
 * then sent at once unless it waits for an operator's approval.
 */
export async function requestWithdrawal(
  deps: CryptoCashierDeps,
  userId: string,
  body: CryptoWithdrawBody,
) {
  const { config } = deps;
  const method = methodOf(config.methods, body.symbol, body.blockchain);
  if (!method) throw unknownMethod();
  assertWithdrawable(config, method, body.amount);
  // Read before the transaction (an embedded database has one connection).
  const kycLevel = await deps.kycLevelOf(userId);
  assertKycForAmount(config, body.amount, kycLevel);
  const rate = await deps.rates.rateOf(method.symbol);
  const coinAmount = withdrawalCoin(method, body.amount, rate);
  const status = withdrawalStatus(config, body.amount);

  await deps.spendWithdrawalCode.count(userId);
  const priced = { method, rate, coinAmount, status, kycLevel };
  const result = await recordWithdrawal(deps, userId, body, priced);
  const row = status === 'PROCESSING' ? await sendWithdrawal(deps, result.row.id) : result.row;
  return {
    transaction: toCryptoTransaction(row),
    balance: result.balance,
    ledgerPosition: result.ledgerPosition,
  };
}

/** The row and the gems it takes, with every check that needs the player's lock. */
function recordWithdrawal(
  deps: CryptoCashierDeps,
  userId: string,
  body: CryptoWithdrawBody,
  priced: Priced,
) {
  const { config } = deps;
  const { method } = priced;
  return transact(deps.db, async (tx) => {
    // The player's account lock: their withdrawals (and the KYC and wager checks) go one at a
    // time. Taken before the code is spent, which writes the player's row: the ledger's order.
    await deps.wallet.lockPlayers(tx, [userId]);
    await deps.spendWithdrawalCode.spend(tx, userId, body.code);
    await assertKycForWindow(tx, config, userId, body.amount, priced.kycLevel);
    await assertWagered(tx, userId, config.wagerFactor);
    const id = randomUUID();
    const [row] = await tx.query<CryptoTransactionRow>(INSERT_WITHDRAWAL, [
      id,
      userId,
      priced.status,
      deps.provider.name,
      method.symbol,
      method.blockchain,
      body.address,
      priced.coinAmount,
      String(priced.rate),
      body.amount,
      method.withdrawFee,
    ]);
    const moved = await deps.wallet.move(tx, {
      userId,
      amount: -body.amount,
      counterparty: 'cashier',
      kind: 'crypto-withdrawal',
      reference: id,
      idempotencyKey: `crypto-withdrawal:${id}`,
    });
    await notify(deps, tx, 'WITHDRAWAL_ACKNOWLEDGED', row!);
    return { row: row!, balance: moved.balance, ledgerPosition: moved.ledgerPosition };
  });
}
