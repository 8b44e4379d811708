import { and, eq } from 'drizzle-orm';
import type { DepositAddress } from '../../../../shared/contract/cashierCrypto';
import type { Database } from '../../../db/client';
import { cryptoDepositAddresses } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { assertDepositAllowed } from '../../responsibleGambling';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoMethodConfig, methodOf } from './cryptoConfig';
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
  await deps.db
    .insert(cryptoDepositAddresses)
    .values({
      userId,
      provider,
      symbol,
      blockchain,
      address: issued.address,
      extraId: issued.extraId,
      providerRef: issued.providerRef,
    })
    .onConflictDoNothing();
  const row = await addressRow(deps.db, userId, provider, method);
  if (!row) throw new Error('crypto cashier: the deposit address was not stored');
  return addressView(row, method);
}

/** Whose deposit address this is (the sandbox command). */
export async function depositAddressByAddress(deps: CryptoCashierDeps, address: string) {
  const [row] = await deps.db
    .select()
    .from(cryptoDepositAddresses)
    .where(
      and(
        eq(cryptoDepositAddresses.provider, deps.provider.name),
        eq(cryptoDepositAddresses.address, address),
      ),
    );
  return row;
}

/** The owner of the address a deposit notice names, if the address is ours. */
export async function addressOwner(
  db: Database,
  provider: string,
  update: DepositUpdate,
): Promise<{ userId: string } | undefined> {
  const [owner] = await db
    .select({ userId: cryptoDepositAddresses.userId })
    .from(cryptoDepositAddresses)
    .where(
      and(
        eq(cryptoDepositAddresses.provider, provider),
        eq(cryptoDepositAddresses.blockchain, update.blockchain),
        eq(cryptoDepositAddresses.address, update.address),
        eq(cryptoDepositAddresses.extraId, update.extraId),
      ),
    );
  return owner;
}

async function addressRow(
  db: Database,
  userId: string,
  provider: string,
  method: CryptoMethodConfig,
) {
  const [row] = await db
    .select()
    .from(cryptoDepositAddresses)
    .where(
      and(
        eq(cryptoDepositAddresses.userId, userId),
        eq(cryptoDepositAddresses.provider, provider),
        eq(cryptoDepositAddresses.symbol, method.symbol),
        eq(cryptoDepositAddresses.blockchain, method.blockchain),
      ),
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
