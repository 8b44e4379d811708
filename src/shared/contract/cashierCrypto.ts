import { z } from 'zod';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { twoFactorCodeSchema } from './auth';
import { isoDateTimeSchema, textSchema } from './common';
import { cryptoSymbolSchema } from './cashier';
import { httpCall } from './define';

// Crypto deposits and withdrawals. Every gem amount is integer hundredths; coin amounts are
// decimal strings (a coin has up to 18 decimals, more than a JSON number carries exactly).

/** A chain as the methods list names it: "BTC", "ERC20", "TRC20", "SOL"... */
export const cryptoBlockchainSchema = textSchema({ error: 'Choose a blockchain' }).regex(
  /^[A-Z0-9]{2,16}$/,
  { error: 'Unknown blockchain' },
);

/** A coin amount: a positive decimal with at most 18 decimals, e.g. "0.00125". */
export const coinAmountSchema = textSchema({ error: 'Coin amount must be a decimal string' }).regex(
  /^(0|[1-9]\d{0,17})(\.\d{1,18})?$/,
  { error: 'Coin amount must be a decimal like 0.00125' },
);

/** Where coins go: letters, digits and the separators some chains use (no spaces). */
export const cryptoAddressSchema = textSchema({ error: 'Enter the address to send to' })
  .trim()
  .min(10, { error: 'That address is too short' })
  .max(128, { error: 'That address is too long' })
  .regex(/^[A-Za-z0-9:_-]+$/, { error: 'An address has only letters and digits' });

export const CRYPTO_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL'] as const;

/**
 * Deposits: CONFIRMING (seen on chain, counting confirmations) -> COMPLETED (credited once),
 * or HELD (part or all of it not credited: self-exclusion or a deposit limit; an operator
 * reviews it). A later top-up of the same payment credits only its increase.
 * Withdrawals: PENDING_APPROVAL (above the approval threshold) -> PROCESSING (handed to the
 * provider) -> COMPLETED, or FAILED / REJECTED, both refunded exactly once.
 */
export const CRYPTO_TRANSACTION_STATUSES = [
  'CONFIRMING',
  'HELD',
  'PENDING_APPROVAL',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'REJECTED',
] as const;
export type CryptoTransactionStatus = (typeof CRYPTO_TRANSACTION_STATUSES)[number];

export const cryptoTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CRYPTO_TRANSACTION_KINDS),
  status: z.enum(CRYPTO_TRANSACTION_STATUSES),
  symbol: cryptoSymbolSchema,
  blockchain: cryptoBlockchainSchema,
  /** The deposit address paid into, or the address a withdrawal goes to. */
  address: z.string(),
  /** Coins received or sent. */
  coinAmount: coinAmountSchema,
  /** Gems credited (deposit, bonus excluded) or debited (withdrawal, fee included). */
  amount: balanceSchema,
  /** Deposit bonus credited on top of `amount`; 0 for withdrawals. */
  bonus: balanceSchema,
  /** Withdrawal fee in gems, part of `amount`; 0 for deposits. */
  fee: balanceSchema,
  confirmations: z.number().int().min(0),
  requiredConfirmations: z.number().int().min(0),
  /** The on-chain transaction hash once known. */
  txId: z.string().nullable(),
  /** Why a withdrawal failed or was rejected, or why a deposit is held. */
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type CryptoTransaction = z.infer<typeof cryptoTransactionSchema>;

export const depositAddressSchema = z.object({
  symbol: cryptoSymbolSchema,
  blockchain: cryptoBlockchainSchema,
  address: z.string(),
  /** Memo, tag or payment id some chains need beside the address; null when none. */
  extraId: z.string().nullable(),
  /** Smallest deposit credited, in coin. */
  minimum: coinAmountSchema,
  requiredConfirmations: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const depositAddressBodySchema = z
  .object({ symbol: cryptoSymbolSchema, blockchain: cryptoBlockchainSchema })
  .strict();
export type DepositAddressBody = z.infer<typeof depositAddressBodySchema>;

export const cryptoWithdrawBodySchema = z
  .object({
    /** Gems to take from the balance, fee included, in hundredths. */
    amount: amountSchema,
    symbol: cryptoSymbolSchema,
    blockchain: cryptoBlockchainSchema,
    address: cryptoAddressSchema,
    /** A fresh authenticator or backup code; spent by this request. */
    code: twoFactorCodeSchema,
  })
  .strict();
export type CryptoWithdrawBody = z.infer<typeof cryptoWithdrawBodySchema>;

export const adminCryptoWithdrawalSchema = cryptoTransactionSchema.extend({
  user: z.object({ id: z.uuid(), username: z.string() }),
});
export type AdminCryptoWithdrawal = z.infer<typeof adminCryptoWithdrawalSchema>;

/** A held deposit as operators see it: `held` gems were not credited and await review. */
export const adminHeldDepositSchema = adminCryptoWithdrawalSchema.extend({ held: balanceSchema });
export type AdminHeldDeposit = z.infer<typeof adminHeldDepositSchema>;

const transactionIdSchema = z.uuid({ error: 'Id must be a uuid' });
export const staffReasonSchema = textSchema({ error: 'Give a reason' })
  .trim()
  .min(3, { error: 'Give a reason of at least 3 characters' })
  .max(200, { error: 'The reason is at most 200 characters' });
/** A note an operator may add to a decision that needs no reason; kept in the audit log. */
export const staffNoteSchema = textSchema({ error: 'The note must be text' })
  .trim()
  .max(200, { error: 'The note is at most 200 characters' });

/**
 * The operator's own fresh authenticator or backup code, spent by the action. It may be left
 * out only when their second factor was validated in this session in the last 10 minutes.
 */
export const staffCodeField = { code: twoFactorCodeSchema.optional() };

/** An operator's decision that moves money and needs no reason (approve, resend). */
export const adminCashierActionBody = z
  .object({ id: transactionIdSchema, reason: staffNoteSchema.optional(), ...staffCodeField })
  .strict();
export type AdminCashierActionBody = z.infer<typeof adminCashierActionBody>;

/** An operator's decision that needs a reason (reject, fail, release). */
export const adminCashierReasonBody = z
  .object({ id: transactionIdSchema, reason: staffReasonSchema, ...staffCodeField })
  .strict();
export type AdminCashierReasonBody = z.infer<typeof adminCashierReasonBody>;

/**
 * A provider's notice as it posts it: any JSON object, kept whole, since its signature
 * covers every field; the provider's adapter checks the signature, then reads it.
 */
export const providerNoticeSchema = z.record(z.string(), z.unknown());

/** `user.crypto-transaction`: one of the player's deposits or withdrawals changed. */
export const cryptoTransactionPayload = z.object({
  data: z.object({ transaction: cryptoTransactionSchema }),
});

export const cashierCryptoCalls = {
  createDepositAddress: httpCall({
    method: 'POST',
    path: '/cashier/crypto/deposit-address',
    summary:
      "The player's deposit address for a coin and chain (created on first request, then the same one)",
    auth: true,
    body: depositAddressBodySchema,
    response: z.object({ address: depositAddressSchema }),
  }),
  withdrawCrypto: httpCall({
    method: 'POST',
    path: '/cashier/crypto/withdraw',
    summary:
      'Withdraw gems as crypto: needs 2FA and a fresh code, the KYC level of the amount and the wagering requirement; debited at once, sent or held for approval',
    auth: true,
    body: cryptoWithdrawBodySchema,
    response: z.object({
      transaction: cryptoTransactionSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  listCryptoTransactions: httpCall({
    method: 'GET',
    path: '/cashier/crypto/transactions',
    summary: "The player's crypto deposits and withdrawals, newest first (the last 50)",
    auth: true,
    response: z.object({ transactions: z.array(cryptoTransactionSchema) }),
  }),
  adminListPendingWithdrawals: httpCall({
    method: 'GET',
    path: '/admin/cashier/withdrawals',
    summary: 'Crypto withdrawals waiting for approval, oldest first (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    response: z.object({ withdrawals: z.array(adminCryptoWithdrawalSchema) }),
  }),
  adminApproveWithdrawal: httpCall({
    method: 'POST',
    path: '/admin/cashier/withdrawals/approve',
    summary:
      "Approve a pending crypto withdrawal: it is sent through the provider; needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierActionBody,
    response: z.object({ withdrawal: adminCryptoWithdrawalSchema }),
  }),
  adminRejectWithdrawal: httpCall({
    method: 'POST',
    path: '/admin/cashier/withdrawals/reject',
    summary:
      "Reject a pending crypto withdrawal: the gems go back to the player; needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierReasonBody,
    response: z.object({ withdrawal: adminCryptoWithdrawalSchema }),
  }),
  adminListStuckWithdrawals: httpCall({
    method: 'GET',
    path: '/admin/cashier/withdrawals/stuck',
    summary:
      'Crypto withdrawals PROCESSING for over 5 minutes with no payout id from the provider (the send died or went unanswered), oldest first (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    response: z.object({ withdrawals: z.array(adminCryptoWithdrawalSchema) }),
  }),
  adminResendWithdrawal: httpCall({
    method: 'POST',
    path: '/admin/cashier/withdrawals/resend',
    summary:
      "Send a stuck crypto withdrawal to the provider again, under the same reference (so it is the same payout); needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierActionBody,
    response: z.object({ withdrawal: adminCryptoWithdrawalSchema }),
  }),
  adminFailWithdrawal: httpCall({
    method: 'POST',
    path: '/admin/cashier/withdrawals/fail',
    summary:
      "End a stuck crypto withdrawal as FAILED and refund it once (check the provider holds no payout for it first); needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierReasonBody,
    response: z.object({ withdrawal: adminCryptoWithdrawalSchema }),
  }),
  adminListHeldDeposits: httpCall({
    method: 'GET',
    path: '/admin/cashier/deposits/held',
    summary:
      'Crypto deposits held when counted (self-exclusion or a deposit limit): the gems held, oldest first (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    response: z.object({ deposits: z.array(adminHeldDepositSchema) }),
  }),
  adminSandboxCryptoDeposit: httpCall({
    method: 'POST',
    path: '/admin/cashier/sandbox/deposit',
    summary:
      'Sandbox provider only: a payment of coins arrives at a deposit address, unconfirmed (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    body: z
      .object({ address: textSchema().min(1).max(128), coinAmount: coinAmountSchema })
      .strict(),
    response: z.object({ txId: z.string(), transaction: cryptoTransactionSchema }),
  }),
  adminSandboxCryptoConfirm: httpCall({
    method: 'POST',
    path: '/admin/cashier/sandbox/confirm',
    summary:
      'Sandbox provider only: one more confirmation (or all of them) for a pending deposit, found by address or txid (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    body: z
      .object({
        reference: textSchema().min(1).max(128),
        all: z.boolean().default(false),
      })
      .strict(),
    response: z.object({ transaction: cryptoTransactionSchema }),
  }),
  cryptoWebhook: httpCall({
    method: 'POST',
    path: '/cashier/crypto/webhook',
    summary:
      'The payment provider posts its signed notices here (NOWPayments IPN, header x-nowpayments-sig): no session; a missing or bad signature is 401, a notice already applied 409',
    body: providerNoticeSchema,
    response: z.object({ ok: z.literal(true), outcome: z.string() }),
  }),
};
