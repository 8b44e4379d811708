import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type CardEvent,
  type CardProcessor,
  CardWebhookRefused,
  type CheckoutRequest,
  type CheckoutSession,
  headerOf,
} from './cardProcessor';
import { CARD_SANDBOX_PATH } from '../../../config/slices/cardCashier';
import { hmacSha256Hex, verifyHmacSha256 } from './webhookSignature';

export { CARD_SANDBOX_PATH };
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the sandbox page posts to our webhook, signed as a real processor would sign it. */
export const sandboxEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(['captured', 'declined', 'refunded', 'chargeback']),
    reference: z.uuid(),
    paymentId: z.string().min(1).max(100),
    cents: z.number().int().min(0),
    currency: z.string().length(3),
  })
  .strict();
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** A session the sandbox page shows: what it charges and where it goes back to. */
export interface SandboxSession {
  reference: string;
  cents: number;
  currency: string;
  returnUrl: string;
}

/**
 * The demo's card processor: its "hosted checkout" is a page our own server serves, with a
 * pay and a decline button; either posts to our webhook a signed event, as a processor does.
 * No card is asked for or seen. The session rides in the page's address (signed), so any
 * process of the cluster serves it. Production refuses it (sandboxGuard.ts).
 */
export class SandboxCardProcessor implements CardProcessor {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: string,
    /** The page's address: `${siteOrigin}/api${CARD_SANDBOX_PATH}`. */
    private readonly pageUrl: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `sbx_${randomBytes(12).toString('hex')}`;
    const session: SandboxSession = {
      reference: request.reference,
      cents: request.cents,
      currency: request.currency,
      returnUrl: request.returnUrl,
    };
    const token = Buffer.from(JSON.stringify(session)).toString('base64url');
    const query = new URLSearchParams({ session: token, sig: this.sign(token) });
    return { sessionId, redirectUrl: `${this.pageUrl}?${query.toString()}` };
  }

  /** The session a page address carries, or null when it is not one this sandbox signed. */
  openSession(token: string, sig: string): SandboxSession | null {
    if (!verifyHmacSha256(this.secret, token, sig)) return null;
    try {
      const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
      const parsed = z
        .object({
          reference: z.uuid(),
          cents: z.number().int().positive(),
          currency: z.string().length(3),
          returnUrl: z.string(),
        })
        .safeParse(value);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** A signed event body and its signature header, as the page (or a test) posts it. */
  signedEvent(event: SandboxEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(body) },
    };
  }

  /** A fresh event id and payment id for the page's button. */
  newIds(): { eventId: string; paymentId: string } {
    return {
      eventId: `sbx_evt_${randomBytes(12).toString('hex')}`,
      paymentId: `sbx_pay_${randomBytes(12).toString('hex')}`,
    };
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): CardEvent {
    const signature = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
    if (!signature) throw new CardWebhookRefused('Missing signature');
    if (!verifyHmacSha256(this.secret, rawBody, signature))
      throw new CardWebhookRefused('Bad signature');
    let value: unknown;
    try {
      value = JSON.parse(rawBody);
    } catch {
      throw new CardWebhookRefused('Not a sandbox event');
    }
    const parsed = sandboxEventSchema.safeParse(value);
    if (!parsed.success) throw new CardWebhookRefused('Not a sandbox event');
    const e = parsed.data;
    if (e.type === 'declined')
      return { type: 'declined', eventId: e.id, reference: e.reference, paymentId: e.paymentId };
    return {
      type: e.type,
      eventId: e.id,
      reference: e.reference,
      paymentId: e.paymentId,
      cents: e.cents,
      currency: e.currency,
    };
  }

  private sign(text: string): string {
    return hmacSha256Hex(this.secret, text);
  }
}
