import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { type Tx, autocommit, transact } from '../../../db/transaction';
import { parseCoin } from './coinMath';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoMethodConfig, methodOf } from './cryptoConfig';
import { CONFIRMING, INSERT_DEPOSIT, OWNER_BY_EXTERNAL } from './cryptoSql';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { addressOwner } from './depositAddresses';
import { bonusBps } from '../deposits/depositBonus';
import { countDeposit } from './depositCount';
import { depositStep } from './depositStep';
import type { DepositUpdate } from './paymentProvider';
import { notify } from './transactionFeed';
import { lockByExternal } from './transactionLocks';

/**
 * A provider's notice about an incoming transaction. The first notice of a transaction
 * creates its row (the unique (provider, kind, external id) key makes retries and
 * concurrent copies find the same one); confirmations only grow. A final notice counts the
 * coins it reports beyond those the row has counted (credited_coin): the first one all of
 * them, a later top-up of the same payment its increase, a notice of the same or less
 * nothing. Counting, its credit and the row's new state commit together under the row's
 * lock, so each increase is credited once however many copies race.
 */
export async function applyDeposit(
  deps: CryptoCashierDeps,
  update: DepositUpdate,
  providerName: string,
) {
  const method = methodOf(deps.config.methods, update.symbol, update.blockchain);
  if (!method) return { outcome: 'ignored' as const, why: 'unknown method' };
  parseCoin(update.coinAmount);
  const rate = await deps.rates.rateOf(method.symbol);
  // Read before the transaction (an embedded database has one connection): whose deposit
  // this is, and their bonus; the transaction checks the owner again under the lock.
  const ownerId = await depositOwner(deps.db, providerName, update);
  if (!ownerId) return { outcome: 'ignored' as const, why: 'unknown address' };
  const ownerBonusBps = bonusBps(await deps.depositBonusesOf(ownerId));

  return transact(deps.db, async (tx) => {
    const row = await openDepositRow(deps, tx, { providerName, update, method });
    if (!row) return { outcome: 'ignored' as const, why: 'unknown address' };
    const next = depositStep(row, update);
    if (next.step === 'count') {
      const bonus = row.userId === ownerId ? ownerBonusBps : 0;
      const done = await countDeposit(
        tx,
        {
          wallet: deps.wallet,
          notify: (credited, told) => notify(deps, tx, 'DEPOSIT_COMPLETED', credited, told),
        },
        { row, update, method, rate, bonusBps: bonus },
      );
      return done
        ? { outcome: 'credited' as const, row: done }
        : { outcome: 'replayed' as const, row };
    }
    if (next.step === 'confirming') {
      const [moved] = await tx.query<CryptoTransactionRow>(CONFIRMING, [
        row.id,
        next.confirmations,
        next.coinAmount,
        new Date(),
      ]);
      await notify(deps, tx, 'DEPOSIT_UPDATE', moved!);
      return { outcome: 'confirming' as const, row: moved! };
    }
    return { outcome: next.step, row };
  });
}

/**
 * The deposit's row, locked: the one a notice before made, or a new one CONFIRMING for the
 * address's owner (the player told it arrived). Undefined when the address is not ours.
 */
async function openDepositRow(
  deps: CryptoCashierDeps,
  tx: Tx,
  input: { providerName: string; update: DepositUpdate; method: CryptoMethodConfig },
) {
  const { providerName, update, method } = input;
  const known = await lockByExternal(tx, providerName, 'DEPOSIT', update.externalId);
  if (known) return known;
  const owner = await addressOwner(tx, providerName, update);
  if (!owner) return undefined;
  const inserted = await tx.query(INSERT_DEPOSIT, [
    randomUUID(),
    owner.userId,
    providerName,
    update.externalId,
    method.symbol,
    method.blockchain,
    update.address,
    update.extraId,
    update.coinAmount,
    update.confirmations,
    update.requiredConfirmations ?? method.confirmations,
    update.txHash,
  ]);
  const row = await lockByExternal(tx, providerName, 'DEPOSIT', update.externalId);
  if (!row) throw new Error('crypto cashier: deposit row vanished');
  if (inserted.length === 1) await notify(deps, tx, 'DEPOSIT_ACKNOWLEDGED', row);
  return row;
}

/** Whose deposit a notice is: the row's owner if one exists, else the address's. */
async function depositOwner(
  db: Database,
  provider: string,
  update: DepositUpdate,
): Promise<string | null> {
  return autocommit(db, async (tx) => {
    const [known] = await tx.query<{ userId: string }>(OWNER_BY_EXTERNAL, [
      provider,
      'DEPOSIT',
      update.externalId,
    ]);
    if (known) return known.userId;
    return (await addressOwner(tx, provider, update))?.userId ?? null;
  });
}
