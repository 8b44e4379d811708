import { createHmac, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import type { CryptoMethodConfig } from './cryptoConfig';
import {
  type PaymentProvider,
  PayoutRefused,
  type ProviderNotice,
  WebhookRefused,
} from './paymentProvider';

// NOWPayments (https://documenter.getpostman.com/view/7907941/2s93JusNJt): the API key in
// `x-api-key`; a deposit address is a payment's `pay_address`; payouts need a JWT from
// /v1/auth besides the key; IPN notices carry `x-nowpayments-sig`, the hex HMAC-SHA512 of
// the JSON body with its keys sorted (recursively), keyed by the IPN secret. A payout is
// processed only once verified: POST /v1/payout/{batch id}/verify with the account's current
// 2FA code (TOTP, as their docs' speakeasy example makes it), else by hand in their dashboard.

export type Fetch = typeof fetch;

export interface NowPaymentsSettings {
  apiBase: string;
  apiKey: string;
  ipnSecret: string;
  email: string | null;
  password: string | null;
  /** Base32 2FA secret of the account; absent: payouts are verified by hand. */
  payoutTwoFactorSecret?: string | null;
}

/**
 * NOWPayments wants a price on every payment, but ours only sizes the quote its invoice
 * shows: the address takes whatever is sent and we credit `actually_paid`. The figure has
 * to stay above NOWPayments' smallest payment for each coin offered (their
 * /v1/min-amount; check it when adding a coin), else the payment, and the address, is refused.
 */
export const DEPOSIT_QUOTE_USD = 10;

/** The current code of a base32 TOTP secret (SHA1, 6 digits, 30 s: the apps' default). */
export function payoutCode(secret: string, now: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: now });
}

/** Keys sorted at every depth, as NOWPayments' documented check does before stringifying. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function ipnSignature(secret: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex');
}

export function verifyIpnSignature(secret: string, body: unknown, signature: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(ipnSignature(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

const decimal = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? numberToDecimal(v) : v.trim()))
  .pipe(z.string().regex(/^\d+(\.\d+)?$/));

const paymentNotice = z.object({
  payment_id: z.union([z.number(), z.string()]).transform(String),
  payment_status: z.string(),
  pay_address: z.string().min(1),
  payin_extra_id: z.string().nullish(),
  pay_currency: z.string().min(1),
  actually_paid: decimal.nullish(),
  payin_hash: z.string().nullish(),
});

const payoutNotice = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  batch_withdrawal_id: z.union([z.number(), z.string()]).nullish(),
  status: z.string(),
  hash: z.string().nullish(),
  error: z.string().nullish(),
  unique_external_id: z.string().nullish(),
});

const createdPayment = z.object({
  payment_id: z.union([z.number(), z.string()]).transform(String),
  pay_address: z.string().min(1),
  payin_extra_id: z.string().nullish(),
});

const createdPayout = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  withdrawals: z
    .array(
      z.object({
        id: z.union([z.number(), z.string()]).transform(String),
        status: z.string(),
        hash: z.string().nullish(),
        error: z.string().nullish(),
      }),
    )
    .min(1),
});

const PAYMENT_CONFIRMATIONS: Record<string, number> = {
  confirming: 0,
  confirmed: 1,
  sending: 1,
  finished: 1,
  partially_paid: 1,
};

const PAYOUT_STATUS: Record<string, 'PROCESSING' | 'COMPLETED' | 'FAILED'> = {
  CREATING: 'PROCESSING',
  WAITING: 'PROCESSING',
  PROCESSING: 'PROCESSING',
  SENDING: 'PROCESSING',
  FINISHED: 'COMPLETED',
  FAILED: 'FAILED',
  REJECTED: 'FAILED',
};

export class NowPaymentsProvider implements PaymentProvider {
  readonly name = 'nowpayments';

  constructor(
    private readonly settings: NowPaymentsSettings,
    private readonly methods: readonly CryptoMethodConfig[],
    private readonly fetcher: Fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async createDepositAddress(input: Parameters<PaymentProvider['createDepositAddress']>[0]) {
    // A payment is NOWPayments' unit of deposit: its address takes one payment, whatever the
    // amount (see DEPOSIT_QUOTE_USD).
    const answer = createdPayment.parse(
      await this.call('POST', '/v1/payment', {
        price_amount: DEPOSIT_QUOTE_USD,
        price_currency: 'usd',
        pay_currency: input.method.providerCode,
        ipn_callback_url: input.callbackUrl,
        order_id: input.userId,
        order_description: `Deposit ${input.method.symbol} (${input.method.blockchain})`,
      }),
    );
    return {
      address: answer.pay_address,
      extraId: answer.payin_extra_id ?? '',
      providerRef: answer.payment_id,
      singleUse: true,
    };
  }

  async sendPayout(input: Parameters<PaymentProvider['sendPayout']>[0]) {
    if (!this.settings.email || !this.settings.password)
      throw new PayoutRefused('NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD are needed for payouts');
    const auth = z.object({ token: z.string().min(1) }).parse(
      await this.call('POST', '/v1/auth', {
        email: this.settings.email,
        password: this.settings.password,
      }),
    );
    const answer = createdPayout.parse(
      await this.call(
        'POST',
        '/v1/payout',
        {
          ipn_callback_url: input.callbackUrl,
          withdrawals: [
            {
              address: input.address,
              currency: input.method.providerCode,
              amount: Number(input.coinAmount),
              ipn_callback_url: input.callbackUrl,
              unique_external_id: input.reference,
            },
          ],
        },
        auth.token,
      ),
    );
    if (this.settings.payoutTwoFactorSecret)
      await this.verifyPayout(answer.id, this.settings.payoutTwoFactorSecret, auth.token);
    const withdrawal = answer.withdrawals[0]!;
    return {
      externalId: withdrawal.id,
      status: PAYOUT_STATUS[withdrawal.status] ?? 'PROCESSING',
      txHash: withdrawal.hash ?? null,
      error: withdrawal.error ?? null,
    };
  }

  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): ProviderNotice {
    const signature = headers['x-nowpayments-sig'];
    if (typeof signature !== 'string' || !body || typeof body !== 'object')
      throw new WebhookRefused('Missing signature');
    if (!verifyIpnSignature(this.settings.ipnSecret, body, signature))
      throw new WebhookRefused('Bad signature');

    const payment = paymentNotice.safeParse(body);
    if (payment.success) return this.depositOf(payment.data);
    const payout = payoutNotice.safeParse(body);
    if (payout.success) {
      const status = PAYOUT_STATUS[payout.data.status];
      if (!status) return { type: 'ignored', why: `payout status ${payout.data.status}` };
      return {
        type: 'payout',
        reference: payout.data.unique_external_id ?? null,
        externalId: payout.data.id,
        status,
        txHash: payout.data.hash ?? null,
        error: payout.data.error ?? null,
      };
    }
    throw new WebhookRefused('Not a NOWPayments notice');
  }

  private depositOf(notice: z.infer<typeof paymentNotice>): ProviderNotice {
    const method = this.methods.find((m) => m.providerCode === notice.pay_currency.toLowerCase());
    if (!method) return { type: 'ignored', why: `currency ${notice.pay_currency}` };
    const confirmations = PAYMENT_CONFIRMATIONS[notice.payment_status];
    // waiting (nothing sent yet), failed, refunded, expired: nothing to credit.
    if (confirmations === undefined)
      return { type: 'ignored', why: `payment status ${notice.payment_status}` };
    const paid = notice.actually_paid ?? '0';
    if (!/[1-9]/.test(paid)) return { type: 'ignored', why: 'nothing paid yet' };
    return {
      type: 'deposit',
      externalId: notice.payment_id,
      symbol: method.symbol,
      blockchain: method.blockchain,
      address: notice.pay_address,
      extraId: notice.payin_extra_id ?? '',
      txHash: notice.payin_hash ?? null,
      coinAmount: paid,
      confirmations,
      // NOWPayments counts confirmations itself and says "finished" when they are in.
      requiredConfirmations: 1,
      final: notice.payment_status === 'finished' || notice.payment_status === 'partially_paid',
    };
  }

  /**
   * Verifies a created payout. Not a PayoutRefused when it fails: the payout exists and can
   * still be verified by hand, so refunding the player could pay twice; the withdrawal stays
   * PROCESSING for an operator.
   */
  private async verifyPayout(batchId: string, secret: string, token: string): Promise<void> {
    const path = `/v1/payout/${encodeURIComponent(batchId)}/verify`;
    try {
      await this.call('POST', path, { verification_code: payoutCode(secret, this.now()) }, token);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`NOWPayments payout ${batchId} was created but not verified (${why})`, {
        cause: error,
      });
    }
  }

  private async call(
    method: 'POST' | 'GET',
    path: string,
    body: unknown,
    bearer?: string,
  ): Promise<unknown> {
    const response = await this.fetcher(`${this.settings.apiBase}${path}`, {
      method,
      headers: {
        'x-api-key': this.settings.apiKey,
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(answer);
      throw new PayoutRefused(
        `NOWPayments ${path} answered ${response.status}${message.success ? `: ${message.data.message}` : ''}`,
      );
    }
    return answer;
  }
}

/** 0.17070286 -> "0.17070286"; 1e-7 -> "0.0000001" (no exponent). */
function numberToDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) return 'NaN';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(18).replace(/\.?0+$/, '');
}
