import { percentOfTickets } from './odds';
import { CASE_TICKETS_TOTAL, type TicketRange, type TicketedItem, ticketRanges } from './tickets';

// Community cases (docs/games/case-unbox.md, "Community cases"): a player picks 2-30 catalogue
// items and sets each one's odds; the price follows the site's rule (price.ts) and the creator
// earns 0.5% of every opening.

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

/** Hundredths x 10^-4 per hundredth: the unit a fee's fraction is carried in. */
export const CREATOR_FEE_CARRY_SCALE = 10_000;

function assertRequest(price: number, count: number): void {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError('A price is positive');
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError('A count is positive');
}

/**
 * The creator's fee for one opening request of `count` cases at `price` each, with what the
 * case's earlier fees carried (`carriedE4`, hundredths x 10^-4): 0.5% of what the opener
 * paid plus the carry, the whole hundredths paid now and the rest carried to the next
 * request. So a case's creator is paid 0.5% of all its fee-bearing openings, rounded down
 * once over them all: never a hundredth short per request (a floor per request gave nothing
 * for a case under 2.00). Exact in BigInt.
 */
export function creatorFeeWithCarry(
  price: number,
  count: number,
  carriedE4: number,
): { fee: number; carryE4: number } {
  assertRequest(price, count);
  if (!Number.isSafeInteger(carriedE4) || carriedE4 < 0 || carriedE4 >= CREATOR_FEE_CARRY_SCALE)
    throw new RangeError('A carry is a whole number of hundredths x 10^-4, under a hundredth');
  const scale = BigInt(CREATOR_FEE_CARRY_SCALE);
  // price x count x basis points is the fee in hundredths x 10^-4, exactly
  const owed = BigInt(price) * BigInt(count) * BigInt(CREATOR_FEE_BPS) + BigInt(carriedE4);
  return { fee: Number(owed / scale), carryE4: Number(owed % scale) };
}

/**
 * The creator's fee for a request with nothing carried: 0.5% of what the opener paid,
 * rounded down to the hundredth (the first request of a case, and what the builder shows).
 */
export function creatorFee(price: number, count: number): number {
  return creatorFeeWithCarry(price, count, 0).fee;
}
