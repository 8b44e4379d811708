import { z } from 'zod';
import { textSchema } from './common';
import { CONVERSION_FACTOR, balanceSchema } from '../money';
import { httpCall } from './define';

export const cryptoSymbolSchema = textSchema().regex(/^[A-Z0-9]{2,10}$/, {
  error: 'Unknown crypto symbol',
});

/** US dollars per coin, by symbol. */
export const cryptoRatesSchema = z.record(cryptoSymbolSchema, z.number().positive());
export type CryptoRates = z.infer<typeof cryptoRatesSchema>;

export const cryptoMethodSchema = z.object({
  symbol: cryptoSymbolSchema,
  name: textSchema(),
  blockchains: z.array(textSchema()),
});
export type CryptoMethod = z.infer<typeof cryptoMethodSchema>;

/** Withdrawal fee per coin and chain, in hundredths of a gem like every other amount. */
export const cryptoWithdrawFeeSchema = z.object({
  symbol: cryptoSymbolSchema,
  blockchain: textSchema(),
  fee: balanceSchema,
});

export const DEPOSIT_BONUS_TYPES = ['REFERRAL'] as const;
export const WITHDRAW_BONUS_TYPES = ['TO_CRYPTO'] as const;

/** factor 0.05 means +5%; 0 when none applies. */
const bonusFactor = z.number().min(0).default(0);
export const depositBonusSchema = z.object({
  type: z.enum(DEPOSIT_BONUS_TYPES),
  factor: bonusFactor,
});
export const withdrawBonusSchema = z.object({
  type: z.enum(WITHDRAW_BONUS_TYPES),
  factor: bonusFactor,
});

export const cashierBonusesSchema = z.object({
  deposit: z.array(depositBonusSchema),
  withdraw: z.array(withdrawBonusSchema),
  /** Gems per US dollar. */
  conversion: z.number().positive().default(CONVERSION_FACTOR),
});
export type CashierBonuses = z.infer<typeof cashierBonusesSchema>;

export const cashierCryptoPayload = z.object({ data: z.object({ rates: cryptoRatesSchema }) });

export const cashierCalls = {
  getCryptoRates: httpCall({
    method: 'GET',
    path: '/cashier/currency/crypto',
    summary: 'Crypto exchange rates',
    response: z.object({ rates: cryptoRatesSchema }),
  }),
  getCryptoMethods: httpCall({
    method: 'GET',
    path: '/cashier/crypto/methods',
    summary: 'Coins and chains accepted for deposit and withdrawal',
    response: z.object({
      deposit: z.array(cryptoMethodSchema),
      withdraw: z.array(cryptoMethodSchema),
    }),
  }),
  getCryptoWithdrawFees: httpCall({
    method: 'GET',
    path: '/cashier/withdraw/crypto/fees',
    summary: 'Crypto withdrawal fees',
    response: z.object({ fees: z.array(cryptoWithdrawFeeSchema) }),
  }),
  getCashierBonuses: httpCall({
    method: 'GET',
    path: '/cashier/bonuses',
    summary: "The user's deposit and withdrawal bonuses and the conversion factor",
    auth: true,
    response: z.object({ bonuses: cashierBonusesSchema }),
  }),
};
