import type { CryptoMethodConfig } from '../../../config/slices/cryptoCashier';

// The cashier's settings and its methods table are declared with their configuration.
export type { CryptoCashierConfig, CryptoMethodConfig } from '../../../config/slices/cryptoCashier';
export { CRYPTO_METHODS } from '../../../config/slices/cryptoCashier';

export function methodOf(
  methods: readonly CryptoMethodConfig[],
  symbol: string,
  blockchain: string,
): CryptoMethodConfig | undefined {
  return methods.find((m) => m.symbol === symbol && m.blockchain === blockchain);
}
