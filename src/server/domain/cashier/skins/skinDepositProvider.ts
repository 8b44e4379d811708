/** What a deposit's trade offer asks of the player: their skins, nothing given back. */
export interface DepositOfferRequest {
  /** Our deposit id: carried in the offer's message, so a lost answer can be traced. */
  reference: string;
  /** The player's 64-bit Steam id and their trade URL's token. */
  steamId: string;
  tradeToken: string;
  assetIds: readonly string[];
}

export type DepositOfferSent = { ok: true; offerId: string } | { ok: false; reason: string };

/**
 * How an offer stands. ACTIVE: waiting for the player. ACCEPTED: the skins are ours, though
 * Steam's trade protection lets the player reverse it for 7 days. REVERSED: it was.
 */
export type DepositOfferState =
  'ACTIVE' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED' | 'REVERSED';

export interface DepositOfferUpdate {
  offerId: string;
  state: DepositOfferState;
  reason: string | null;
}

/**
 * The side that receives deposited skins: it sends the player a trade offer asking for them
 * and tells how each offer stands. A refusal to send is an answer; a throw means the outcome
 * is unknown (nothing was sent as far as we know).
 */
export interface SkinDepositProvider {
  /** Stored with each deposit, so the poller asks the provider that sent it. */
  readonly name: string;
  sendOffer(request: DepositOfferRequest): Promise<DepositOfferSent>;
  /** The offers' states; an offer the provider does not know is left out. */
  offers(offerIds: readonly string[]): Promise<DepositOfferUpdate[]>;
}
