import type { CryptoMethodConfig } from './cryptoConfig';

/** What a provider tells of an incoming payment: one on-chain transaction to an address. */
export interface DepositUpdate {
  type: 'deposit';
  /** The provider's id of this incoming transaction: one per on-chain transaction. */
  externalId: string;
  symbol: string;
  blockchain: string;
  address: string;
  extraId: string;
  txHash: string | null;
  /** Coins received so far. */
  coinAmount: string;
  confirmations: number;
  /** Null: the method's own count. */
  requiredConfirmations: number | null;
  /** The provider says the payment is final: credit it now. */
  final: boolean;
}

/** What a provider tells of a payout we asked for. */
export interface PayoutUpdate {
  type: 'payout';
  /** Our crypto transaction id (the payout's unique external id). */
  reference: string | null;
  /** The provider's payout id. */
  externalId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  txHash: string | null;
  error: string | null;
}

export type ProviderNotice = DepositUpdate | PayoutUpdate | { type: 'ignored'; why: string };

export interface IssuedAddress {
  address: string;
  extraId: string;
  /** The provider's id of what it created for the address (a NOWPayments payment id). */
  providerRef: string | null;
  /** True when the address serves one payment only (a new one is issued after it). */
  singleUse: boolean;
}

export interface SentPayout {
  externalId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  txHash: string | null;
  error: string | null;
}

/** A webhook whose signature does not match, or that is not the provider's format. */
export class WebhookRefused extends Error {}

/** A payout the provider refused or could not take; the withdrawal is refunded. */
export class PayoutRefused extends Error {}

/** A crypto processor: deposit addresses, payouts and the notices it signs. */
export interface PaymentProvider {
  readonly name: string;
  createDepositAddress(input: {
    userId: string;
    method: CryptoMethodConfig;
    callbackUrl: string;
  }): Promise<IssuedAddress>;
  /** Sends coins; `reference` (our id) makes a repeated request the same payout. */
  sendPayout(input: {
    reference: string;
    method: CryptoMethodConfig;
    address: string;
    coinAmount: string;
    callbackUrl: string;
  }): Promise<SentPayout>;
  /** Verifies a webhook's signature and reads it; throws WebhookRefused. */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): ProviderNotice;
}
