/** One coin on one chain, as the cashier offers it. */
export interface CryptoMethodConfig {
  symbol: string;
  name: string;
  blockchain: string;
  /** The processor's own currency code for this coin on this chain (NOWPayments: "usdttrc20"). */
  providerCode: string;
  /** CoinGecko's id of the coin, for the real price feed. */
  priceId: string;
  /** Decimals a withdrawal's coin amount is cut to. */
  decimals: number;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** Smallest deposit credited, in coin. */
  minDeposit: string;
  /** Withdrawal fee in gem hundredths, taken from the withdrawn amount. */
  withdrawFee: number;
}

/**
 * The methods table (its defaults, changed here; docs/games/README.md, "Cashier"): what can be
 * deposited and withdrawn, on which chain, with how many confirmations and what withdrawal fee.
 */
export const CRYPTO_METHODS: readonly CryptoMethodConfig[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    blockchain: 'BTC',
    providerCode: 'btc',
    priceId: 'bitcoin',
    decimals: 8,
    confirmations: 2,
    minDeposit: '0.0001',
    withdrawFee: 700,
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    blockchain: 'ERC20',
    providerCode: 'eth',
    priceId: 'ethereum',
    decimals: 8,
    confirmations: 12,
    minDeposit: '0.002',
    withdrawFee: 350,
  },
  {
    symbol: 'LTC',
    name: 'Litecoin',
    blockchain: 'LTC',
    providerCode: 'ltc',
    priceId: 'litecoin',
    decimals: 8,
    confirmations: 6,
    minDeposit: '0.01',
    withdrawFee: 70,
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    blockchain: 'SOL',
    providerCode: 'sol',
    priceId: 'solana',
    decimals: 8,
    confirmations: 1,
    minDeposit: '0.01',
    withdrawFee: 14,
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    blockchain: 'TRC20',
    providerCode: 'usdttrc20',
    priceId: 'tether',
    decimals: 6,
    confirmations: 20,
    minDeposit: '1',
    withdrawFee: 140,
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    blockchain: 'ERC20',
    providerCode: 'usdterc20',
    priceId: 'tether',
    decimals: 6,
    confirmations: 12,
    minDeposit: '5',
    withdrawFee: 700,
  },
];

export function methodOf(
  methods: readonly CryptoMethodConfig[],
  symbol: string,
  blockchain: string,
): CryptoMethodConfig | undefined {
  return methods.find((m) => m.symbol === symbol && m.blockchain === blockchain);
}

export interface CryptoCashierConfig {
  provider:
    | { kind: 'sandbox' }
    | {
        kind: 'nowpayments';
        apiBase: string;
        apiKey: string;
        ipnSecret: string;
        /** Payouts need a JWT from these (NOWPayments' /v1/auth). */
        email: string | null;
        password: string | null;
        /**
         * The account's 2FA secret (base32): each payout is verified with its current code.
         * Null: payouts wait in NOWPayments until an operator verifies them there.
         */
        payoutTwoFactorSecret: string | null;
      };
  priceFeed: { kind: 'sandbox' } | { kind: 'coingecko'; apiBase: string; apiKey: string | null };
  /** How often the leader reads the rates from the feed. */
  ratesIntervalMs: number;
  /** Rates older than this price nothing: the cashier answers 503 until fresh ones come. */
  ratesMaxAgeMs: number;
  /** Where the provider posts its notices (the site's own webhook route). */
  webhookUrl: string;
  /** Smallest withdrawal in hundredths (fee included). */
  withdrawMin: number;
  /** A withdrawal above this many hundredths waits for an operator. */
  approvalAbove: number;
  /** [amount above which, KYC level needed], ascending. */
  kycLevels: ReadonlyArray<readonly [number, number]>;
  /** Gems to wager after each deposit, per gem of it, before a withdrawal (1 = 1x; wageringRule.ts). */
  wagerFactor: number;
  methods: readonly CryptoMethodConfig[];
}
