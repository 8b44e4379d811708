import type { TradeOfferState } from '../../../shared/contract/steamTrades';

/** What each offer state says to the player, and whether the offer is still moving. */
export const OFFER_STATE_LABELS: Record<TradeOfferState, { label: string; open: boolean }> = {
  PENDING: { label: 'Buying', open: true },
  SENT: { label: 'Offer sent: accept it on Steam', open: true },
  ACCEPTED: { label: 'Completed', open: false },
  CANCELLED: { label: 'Cancelled: back in your inventory', open: false },
  FAILED: { label: 'Failed: back in your inventory', open: false },
};

/** The list refreshes while any offer is still moving, and rests otherwise. */
export function hasOpenOffers(offers: readonly { state: TradeOfferState }[]): boolean {
  return offers.some((offer) => OFFER_STATE_LABELS[offer.state].open);
}

/** The skins picked for withdrawal: toggles one, keeping at most `max`. */
export function togglePick(picked: readonly string[], id: string, max: number): string[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  return picked.length >= max ? [...picked] : [...picked, id];
}
