import { CASE_HOUSE_EDGE_BPS, CASE_TICKETS_TOTAL } from './tickets';

/** What the price needs of each item: its value in hundredths and its tickets. */
export interface PricedTickets {
  price: number;
  tickets: number;
}

const BPS = 10_000n;

/**
 * A case's price: its expected value / (1 - edge), rounded up to the hundredth
 * (docs/games/case-unbox.md, "Price and return": 8% edge, price = EV / 0.92). Exact in integers:
 * sum(price * tickets) can pass 2^53 once scaled, so the division runs on BigInt.
 */
export function casePrice(items: readonly PricedTickets[]): number {
  const weighted = items.reduce((sum, item) => sum + BigInt(item.price) * BigInt(item.tickets), 0n);
  const denominator = BigInt(CASE_TICKETS_TOTAL) * (BPS - BigInt(CASE_HOUSE_EDGE_BPS));
  const scaled = weighted * BPS;
  const price = (scaled + denominator - 1n) / denominator;
  return Number(price > 0n ? price : 1n);
}

/**
 * What a case's items alone return at a price, in basis points (9200 = 92.00%), rounded
 * down: expected value / price. Under 92% when the price was rounded up.
 */
export function caseRtpBps(items: readonly PricedTickets[], price: number): number {
  const weighted = items.reduce((sum, item) => sum + BigInt(item.price) * BigInt(item.tickets), 0n);
  return Number((weighted * BPS) / (BigInt(CASE_TICKETS_TOTAL) * BigInt(price)));
}

/**
 * What an opening returns at a price, in basis points, rounded down: at the price the rule
 * gives (casePrice) every opening gives the price's rounding up back fairly (payout.ts), so
 * exactly 92.00%; at any other price, what the items alone return.
 */
export function caseReturnBps(items: readonly PricedTickets[], price: number): number {
  const items92 = caseRtpBps(items, price);
  return price === casePrice(items)
    ? Math.max(items92, Number(BPS - BigInt(CASE_HOUSE_EDGE_BPS)))
    : items92;
}

/** Basis points as a percent with two decimals: 9160 -> "91.60%". */
export function formatRtpBps(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
}

/**
 * What a case returns, as every case page and the community builder show it: what an
 * opening pays on average (caseReturnBps) / price to two decimals, rounded down so it never
 * promises more than the case pays ("92.00%"). The price defaults to the one the rule gives
 * these items.
 */
export function caseReturnLabel(
  items: readonly PricedTickets[],
  price: number = casePrice(items),
): string {
  return formatRtpBps(caseReturnBps(items, price));
}

/** Why a list of items cannot make a case, or null when it can. */
export function caseItemsError(items: readonly PricedTickets[]): string | null {
  if (items.length === 0) return 'A case needs at least one item';
  if (items.some((item) => !Number.isSafeInteger(item.tickets) || item.tickets <= 0)) {
    return 'Every item needs a whole, positive number of tickets';
  }
  if (items.some((item) => !Number.isSafeInteger(item.price) || item.price < 0)) {
    return 'Every item needs a price of zero or more hundredths';
  }
  const total = items.reduce((sum, item) => sum + item.tickets, 0);
  if (total !== CASE_TICKETS_TOTAL) {
    return `The tickets must add up to ${CASE_TICKETS_TOTAL.toLocaleString('en-US')}, not ${total.toLocaleString('en-US')}`;
  }
  return null;
}
