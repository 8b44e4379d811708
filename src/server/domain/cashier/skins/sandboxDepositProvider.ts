import { randomInt } from 'node:crypto';
import type {
  DepositOfferRequest,
  DepositOfferSent,
  DepositOfferState,
  DepositOfferUpdate,
  SkinDepositProvider,
} from './skinDepositProvider';

interface SandboxOffer {
  sentAt: number;
  state: DepositOfferState;
  reason: string | null;
}

/**
 * The demo's deposit side: no Steam account, no skins move. The player "accepts" each offer
 * acceptMs after it was sent; `settle` plays the other endings (a decline, an expiry, a
 * reversal) for tests. An offer's id carries the time it was sent, so another process of the
 * cluster, or this one after a restart, still sees it accepted on time; what `settle` chose
 * lives in this process's memory.
 */
export class SandboxDepositProvider implements SkinDepositProvider {
  readonly name = 'sandbox';
  private readonly sent = new Map<string, SandboxOffer>();

  constructor(
    private readonly acceptMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async sendOffer(request: DepositOfferRequest): Promise<DepositOfferSent> {
    if (request.assetIds.length === 0) return { ok: false, reason: 'No items in the offer' };
    const sentAt = this.now();
    const offerId = `${sentAt}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    this.sent.set(offerId, { sentAt, state: 'ACTIVE', reason: null });
    return { ok: true, offerId };
  }

  async offers(offerIds: readonly string[]): Promise<DepositOfferUpdate[]> {
    const updates: DepositOfferUpdate[] = [];
    for (const offerId of offerIds) {
      const offer = this.sent.get(offerId) ?? sentElsewhere(offerId);
      if (!offer) continue;
      if (offer.state === 'ACTIVE' && this.now() - offer.sentAt >= this.acceptMs)
        offer.state = 'ACCEPTED';
      updates.push({ offerId, state: offer.state, reason: offer.reason });
    }
    return updates;
  }

  /** Ends an offer as a player or Steam would: declined, expired, or reversed after accepting. */
  settle(offerId: string, state: DepositOfferState, reason: string | null = null): void {
    const offer = this.sent.get(offerId);
    if (!offer) throw new Error(`sandbox deposit provider: no offer ${offerId}`);
    offer.state = state;
    offer.reason = reason;
  }
}

/** An offer this process did not send (or forgot): its time, read from its id. */
function sentElsewhere(offerId: string): SandboxOffer | undefined {
  if (!/^\d{5,20}$/.test(offerId)) return undefined;
  return { sentAt: Number(offerId.slice(0, -4)), state: 'ACTIVE', reason: null };
}
