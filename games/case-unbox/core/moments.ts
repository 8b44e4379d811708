import { type BetContext, type BetMoments, type BookedBet, discrete } from '../../fair/moments';
import { caseReturnBps } from './price';

/**
 * A case's items: each pays its price / the stake with its share of the tickets; the mean
 * is the case's stated return, which includes the price's rounding given back (payout.ts).
 * Unknown without the case (undefined).
 */
export function caseUnboxMoments(bet: BookedBet, context: BetContext): BetMoments | undefined {
  const found = context.caseOf;
  if (!found) return undefined;
  const tickets = found.items.reduce((sum, item) => sum + item.tickets, 0);
  const { variance } = discrete(
    found.items.map((item) => ({ p: item.tickets / tickets, m: item.price / bet.amount })),
  );
  const mean = caseReturnBps(found.items, bet.amount) / 10_000;
  return { option: found.community ? 'community cases' : found.slug, mean, variance };
}
