import { CASE_TICKETS_TOTAL } from '../../case-unbox/core/tickets';
import type { BattleItem } from './draw';

// What the house expects to keep of one seat's price: the price less the expected value of
// the pulls it buys. Respins add nothing to any pot and every option splits the same bought
// value, so this is the battle's edge whatever its mode and options. Rewards that share the
// house's edge (rakeback, commission) take it from here, never from a nominal rate alone.

export interface EdgeCase {
  price: number;
  amount: number;
  items: readonly Pick<BattleItem, 'price' | 'tickets'>[];
}

/**
 * One seat's house edge in hundredths x 10^-4 (the accruals' unit), rounded down and never
 * below 0: seat price x 10^4 - sum(amount x sum(item price x tickets)) / 10.
 */
export function battleSeatHouseEdgeE4(cases: readonly EdgeCase[]): number {
  let priceE5 = 0n;
  let weighted = 0n;
  for (const each of cases) {
    priceE5 += BigInt(each.price) * BigInt(each.amount) * BigInt(CASE_TICKETS_TOTAL);
    for (const item of each.items) {
      weighted += BigInt(each.amount) * BigInt(item.price) * BigInt(item.tickets);
    }
  }
  const edgeE5 = priceE5 - weighted;
  return edgeE5 > 0n ? Number(edgeE5 / 10n) : 0;
}
