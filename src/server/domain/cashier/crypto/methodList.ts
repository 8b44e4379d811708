import type { CryptoMethod } from '../../../../shared/contract/cashier';
import { DomainError } from '../../errors';
import type { CryptoMethodConfig } from './cryptoConfig';

export const unknownMethod = () =>
  new DomainError('UNKNOWN_CRYPTO_METHOD', 'That coin is not offered on that blockchain', 400);

/** The configured methods as the cashier lists them: one entry per coin, its blockchains in it. */
export function methodsOffered(methods: readonly CryptoMethodConfig[]): {
  deposit: CryptoMethod[];
  withdraw: CryptoMethod[];
} {
  const bySymbol = new Map<string, CryptoMethod>();
  for (const m of methods) {
    const entry = bySymbol.get(m.symbol) ?? { symbol: m.symbol, name: m.name, blockchains: [] };
    entry.blockchains.push(m.blockchain);
    bySymbol.set(m.symbol, entry);
  }
  const list = [...bySymbol.values()];
  return {
    deposit: list,
    withdraw: list.map((m) => ({ ...m, blockchains: [...m.blockchains] })),
  };
}

/** Each method's withdrawal fee, in hundredths of a gem. */
export function withdrawFees(methods: readonly CryptoMethodConfig[]) {
  return methods.map((m) => ({
    symbol: m.symbol,
    blockchain: m.blockchain,
    fee: m.withdrawFee,
  }));
}
