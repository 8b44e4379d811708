/** What a hosted checkout is opened for: one charge of the card, our id as its reference. */
export interface CheckoutRequest {
  /** Our card payment id: the processor carries it back as the payment's reference. */
  reference: string;
  /** Hundredths of `currency` to charge. */
  cents: number;
  currency: string;
  /** Where the processor sends the player after paying, failing or cancelling. */
  returnUrl: string;
}

export interface CheckoutSession {
  /** The processor's id of the session. */
  sessionId: string;
  /** The hosted page the player is sent to. */
  redirectUrl: string;
}

/** A verified webhook's news, in the processor's own amounts (hundredths of `currency`). */
export type CardEvent =
  | {
      type: 'captured';
      eventId: string;
      /** Our reference, as given when the checkout was opened. */
      reference: string | null;
      paymentId: string;
      cents: number;
      currency: string;
    }
  | {
      type: 'declined';
      eventId: string;
      reference: string | null;
      paymentId: string;
    }
  | {
      /** Money back to the card: a refund we made, or a chargeback the cardholder won. */
      type: 'refunded' | 'chargeback';
      eventId: string;
      reference: string | null;
      paymentId: string;
      cents: number;
      currency: string;
    }
  | { type: 'ignored'; eventId: string; why: string };

/** A webhook whose signature does not match, or that is not the processor's format. */
export class CardWebhookRefused extends Error {}

/** The processor refused to open a checkout or could not be reached. */
export class CheckoutRefused extends Error {}

/**
 * A card processor with a hosted payment page: the card is typed on the processor's page,
 * never on ours; what happened comes back as signed webhooks.
 */
export interface CardProcessor {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature over its body exactly as posted (the raw bytes), then
   * reads it; throws CardWebhookRefused.
   */
  readWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): CardEvent;
}

/** One header's value, whichever case and form it came in. */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  return undefined;
}
