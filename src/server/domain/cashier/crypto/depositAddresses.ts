import type { DepositAddress } from '../../../../shared/contract/cashierCrypto';
import type { Database } from '../../../db/client';
import type { cryptoDepositAddresses } from '../../../db/schema';
import { type Tx, autocommit, transact } from '../../../db/transaction';
import { assertDepositAllowed } from '../../responsibleGambling';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoMethodConfig, methodOf } from './cryptoConfig';
import { ADDRESS_BY_ADDRESS, ADDRESS_OF_PLAYER, ADDRESS_OWNER, INSERT_ADDRESS } from './cryptoSql';
import type { DepositUpdate } from './paymentProvider';
import { unknownMethod } from './methodList';

type AddressRow = typeof cryptoDepositAddresses.$inferSelect;

/** The player's address for a coin on a blockchain: the stored one, or a new one from the provider. */
export async function depositAddress(
  deps: CryptoCashierDeps,
  userId: string,
  symbol: string,
  blockchain: string,
): Promise<DepositAddress> {
  const method = methodOf(deps.config.methods, symbol, blockchain);
  if (!method) throw unknownMethod();
  // Coins sent on chain cannot be refused, so self-exclusion and a deposit limit with no
  // room left (not one hundredth) stop the deposit here, before the address is shown.
  await transact(deps.db, (tx) => assertDepositAllowed(tx, userId, 1));
  const provider = deps.provider.name;
  const existing = await addressRow(deps.db, userId, provider, method);
  if (existing) return addressView(existing, method);
  const issued = await deps.provider.createDepositAddress({
    userId,
    method,
    callbackUrl: deps.config.webhookUrl,
  });
  // Two first requests at once: one insert wins, both answer the row that won.
  await autocommit(deps.db, (tx) =>
    tx.query(INSERT_ADDRESS, [
      userId,
      provider,
      symbol,
      blockchain,
      issued.address,
      issued.extraId,
      issued.providerRef,
    ]),
  );
  const row = await addressRow(deps.db, userId, provider, method);
  if (!row) throw new Error('crypto cashier: the deposit address was not stored');
  return addressView(row, method);
}

/** Whose deposit address this is (the sandbox command). */
export async function depositAddressByAddress(deps: CryptoCashierDeps, address: string) {
  const [row] = await autocommit(deps.db, (tx) =>
    tx.query<AddressRow>(ADDRESS_BY_ADDRESS, [deps.provider.name, address]),
  );
  return row;
}

/** The owner of the address a deposit notice names, if the address is ours. */
export async function addressOwner(
  tx: Pick<Tx, 'query'>,
  provider: string,
  update: DepositUpdate,
): Promise<{ userId: string } | undefined> {
  const [owner] = await tx.query<{ userId: string }>(ADDRESS_OWNER, [
    provider,
    update.blockchain,
    update.address,
    update.extraId,
  ]);
  return owner;
}

async function addressRow(
  db: Database,
  userId: string,
  provider: string,
  method: CryptoMethodConfig,
) {
  const [row] = await autocommit(db, (tx) =>
    tx.query<AddressRow>(ADDRESS_OF_PLAYER, [userId, provider, method.symbol, method.blockchain]),
  );
  return row;
}

function addressView(row: AddressRow, method: CryptoMethodConfig): DepositAddress {
  return {
    symbol: row.symbol,
    blockchain: row.blockchain,
    address: row.address,
    extraId: row.extraId || null,
    minimum: method.minDeposit,
    requiredConfirmations: method.confirmations,
    createdAt: row.createdAt.toISOString(),
  };
}
