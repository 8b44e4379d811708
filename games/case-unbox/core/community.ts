import { percentOfTickets } from './odds';
import { CASE_TICKETS_TOTAL, type TicketRange, type TicketedItem, ticketRanges } from './tickets';

// Community cases (games.md): a player picks 2-30 catalogue items and sets each one's odds;
// the price follows the site's rule (price.ts) and the creator earns 0.5% of every opening.

export const COMMUNITY_CASE_ITEMS_MIN = 2;
export const COMMUNITY_CASE_ITEMS_MAX = 30;
/** The creator's share of each opening's price, in basis points (0.5%), out of the house edge. */
export const CREATOR_FEE_BPS = 50;

/** What the odds rules need of a builder's item: which catalogue item, and its tickets. */
export interface OddsItem extends TicketedItem {
  id: string;
  /** Named in messages when known; the id otherwise. */
  name?: string;
}

/**
 * Why a community case's items cannot make a case, or null when they can: too few or too
 * many, an item twice, odds that are not whole tickets, or odds that do not add up to 100%.
 * The first problem only, in the words the builder shows beside the list.
 */
export function communityItemsError(items: readonly OddsItem[]): string | null {
  if (items.length < COMMUNITY_CASE_ITEMS_MIN)
    return `A case needs at least ${COMMUNITY_CASE_ITEMS_MIN} items`;
  if (items.length > COMMUNITY_CASE_ITEMS_MAX)
    return `A case holds at most ${COMMUNITY_CASE_ITEMS_MAX} items`;
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) return `${item.name ?? item.id} is in the case twice`;
    seen.add(item.id);
  }
  for (const item of items) {
    if (!Number.isSafeInteger(item.tickets) || item.tickets <= 0)
      return `${item.name ?? item.id} needs odds of at least 0.001%`;
  }
  const total = items.reduce((sum, item) => sum + item.tickets, 0);
  if (total !== CASE_TICKETS_TOTAL)
    return `The odds must add up to exactly 100%, not ${percentOfTickets(total)}%`;
  return null;
}

/**
 * The ticket ranges of a community case, in the builder's order: item i wins tickets
 * min < t <= max, and together they cover 1..100,000 once each. Throws on items that
 * cannot make a case (the caller validated them with communityItemsError first).
 */
export function communityTicketRanges<I extends OddsItem>(items: readonly I[]): TicketRange<I>[] {
  const error = communityItemsError(items);
  if (error !== null) throw new RangeError(error);
  return ticketRanges(items);
}

/**
 * The creator's fee for one opening request of `count` cases at `price` each: 0.5% of what
 * the opener paid, rounded down to the hundredth, once per request (so a request of five
 * pays floor(5 * price * 0.5%), never five roundings). Exact in BigInt.
 */
export function creatorFee(price: number, count: number): number {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError('A price is positive');
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError('A count is positive');
  return Number((BigInt(price) * BigInt(count) * BigInt(CREATOR_FEE_BPS)) / 10_000n);
}
