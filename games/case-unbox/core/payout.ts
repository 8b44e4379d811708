import { fairFloats, roundHundredthsFairly, type FairSeeds } from '../../fair';
import { type PricedTickets, casePrice } from './price';
import { CASE_HOUSE_EDGE_BPS, CASE_TICKETS_TOTAL } from './tickets';

// What an opening pays (docs/games/README.md, "Money"). A case's price is its expected value / 0.92
// rounded up to the hundredth, so the item alone returns less than 92% of the price: up to
// a hundredth short, which at a 0.13 case is 7% of it. Each opening therefore pays the
// item's value plus what the rounding up took, 0.92 x price - expected value (under 0.92
// of a hundredth), rounded fairly with the opening's own float: the hundredth is added with
// the probability of that fraction, so every case returns exactly 92% at its price.

const BPS = 10_000n;
const RETURN_BPS = BPS - BigInt(CASE_HOUSE_EDGE_BPS);
const TICKETS = BigInt(CASE_TICKETS_TOTAL);

/**
 * What the price's rounding up took from a case's return, in hundredths as an exact
 * fraction: 0.92 x price - expected value, under 0.92 of a hundredth, at the price the rule
 * gives the items (casePrice); nothing at any other price, which is no rounding of the rule.
 */
export function casePriceRounding(
  items: readonly PricedTickets[],
  price: number,
): { numerator: bigint; denominator: bigint } {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError('A price is positive');
  const denominator = TICKETS * BPS;
  if (price !== casePrice(items)) return { numerator: 0n, denominator };
  const weighted = items.reduce((sum, item) => sum + BigInt(item.price) * BigInt(item.tickets), 0n);
  const numerator = BigInt(price) * TICKETS * RETURN_BPS - weighted * BPS;
  return { numerator: numerator > 0n ? numerator : 0n, denominator };
}

/** The float that rounds an opening's payout: the next one after the ticket's. */
export function caseRoundingFloat(seeds: FairSeeds): number {
  return fairFloats(seeds, 2)[1]!;
}

/**
 * What an opening that won an item worth `itemPrice` pays: that value, plus a hundredth
 * when `roundingFloat` falls below the fraction the price's rounding took
 * (casePriceRounding). On average every opening pays 92% of the price exactly.
 */
export function caseOpeningPayout(
  items: readonly PricedTickets[],
  price: number,
  itemPrice: number,
  roundingFloat: number,
): number {
  if (!Number.isSafeInteger(itemPrice) || itemPrice < 0)
    throw new RangeError('An item price is a whole number of hundredths from 0');
  const { numerator, denominator } = casePriceRounding(items, price);
  return itemPrice + roundHundredthsFairly(numerator, denominator, roundingFloat);
}
