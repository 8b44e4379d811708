import { z } from 'zod';
import {
  type CardEvent,
  type CardProcessor,
  CardWebhookRefused,
  type CheckoutRequest,
  type CheckoutSession,
  CheckoutRefused,
  headerOf,
} from './cardProcessor';
import type { CheckoutComSettings } from '../../../config/slices/cardCashier';
import { verifyHmacSha256 } from './webhookSignature';

// Checkout.com (https://api-reference.checkout.com, "Hosted Payments Page"; webhooks:
// https://www.checkout.com/docs/developer-resources/webhooks): a session is POST
// /hosted-payments with the secret key as a Bearer token, answering 201 with the page at
// `_links.redirect.href`. Webhooks carry `Cko-Signature`, the hex HMAC-SHA256 of the raw body
// keyed by the webhook's signature key; an event's `id` (evt_...) stays the same on every
// retry, `data.id` is the payment (pay_...) and `data.reference` the reference we gave.

export type Fetch = typeof fetch;

export type { CheckoutComSettings };

const sessionAnswer = z.object({
  id: z.string().min(1),
  _links: z.object({ redirect: z.object({ href: z.url() }) }),
});

const webhookBody = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z
    .object({
      id: z.string().min(1),
      amount: z.number().int().min(0).optional(),
      currency: z.string().length(3).optional(),
      reference: z.string().optional(),
    })
    .loose(),
});

/** The event types that move money, and what each means here. */
const MONEY_EVENTS = {
  payment_captured: 'captured',
  payment_declined: 'declined',
  payment_capture_declined: 'declined',
  payment_refunded: 'refunded',
  payment_chargeback: 'chargeback',
} as const;

export class CheckoutComProcessor implements CardProcessor {
  readonly name = 'checkoutcom';

  constructor(
    private readonly settings: CheckoutComSettings,
    private readonly fetchFn: Fetch = fetch,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const back = (result: string) => `${request.returnUrl}&result=${result}`;
    const body = {
      amount: request.cents,
      currency: request.currency,
      reference: request.reference,
      billing: { address: { country: this.settings.billingCountry } },
      success_url: back('success'),
      failure_url: back('failure'),
      cancel_url: back('cancel'),
      ...(this.settings.processingChannelId
        ? { processing_channel_id: this.settings.processingChannelId }
        : {}),
    };
    let response: Response;
    try {
      response = await this.fetchFn(`${this.settings.apiBase}/hosted-payments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          'content-type': 'application/json',
          // A retried request opens the same session, not a second one.
          'cko-idempotency-key': request.reference,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new CheckoutRefused('The card processor could not be reached');
    }
    const text = await response.text();
    if (response.status !== 201 && response.status !== 200)
      throw new CheckoutRefused(`The card processor refused the checkout (${response.status})`);
    const parsed = sessionAnswer.safeParse(safeJson(text));
    if (!parsed.success)
      throw new CheckoutRefused('The card processor answered in an unknown form');
    return { sessionId: parsed.data.id, redirectUrl: parsed.data._links.redirect.href };
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): CardEvent {
    const signature = headerOf(headers, 'cko-signature');
    if (!signature) throw new CardWebhookRefused('Missing signature');
    if (!verifyHmacSha256(this.settings.webhookSecret, rawBody, signature))
      throw new CardWebhookRefused('Bad signature');
    const parsed = webhookBody.safeParse(safeJson(rawBody));
    if (!parsed.success) throw new CardWebhookRefused('Not a Checkout.com event');
    const { id: eventId, type, data } = parsed.data;
    const kind = MONEY_EVENTS[type as keyof typeof MONEY_EVENTS];
    if (!kind) return { type: 'ignored', eventId, why: `event ${type}` };
    const reference = data.reference ?? null;
    if (kind === 'declined') return { type: kind, eventId, reference, paymentId: data.id };
    if (data.amount === undefined || data.currency === undefined)
      throw new CardWebhookRefused(`A ${type} event without its amount`);
    return {
      type: kind,
      eventId,
      reference,
      paymentId: data.id,
      cents: data.amount,
      currency: data.currency,
    };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
