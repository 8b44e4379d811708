import { beaconFloat, beaconFloats } from '../../fair/beaconDraw';
import { caseTicketFromFloat } from '../../case-unbox/core/draw';
import { caseOpeningPayout } from '../../case-unbox/core/payout';
import { CASE_TICKETS_TOTAL, itemIndexForTicket } from '../../case-unbox/core/tickets';

// The pulls of a battle (docs/games/fairness.md, "Beacon draws"): each (round, seat) has one float
// from the game's server seed and the named beacon round's value, and it draws a case ticket
// exactly as a case opening does. A bought pull is worth what an opening of its case pays: the
// item's value plus the hundredth the case's price rounded up, given back with its probability by
// the next float of the same (round, seat) stream.

/** An item of a case as the core sees it: price in hundredths, tickets out of 100,000. */
export interface BattleItem {
  name: string;
  price: number;
  tickets: number;
}

export interface BattleSeeds {
  serverSeed: string;
  beaconValue: string;
}

/**
 * f in [0, 1) of (round, seat): the first 4 bytes of HMAC_SHA256(key = serverSeed,
 * message = `${beaconValue}:${round}:${seat}`). Rounds are 1-based (respins and the tie roll
 * use the numbers after the last round); seats 0-based.
 */
export function battleFloat(seeds: BattleSeeds, round: number, seat: number): number {
  if (!Number.isSafeInteger(round) || round < 1) {
    throw new RangeError('A battle round is a whole number from 1');
  }
  return beaconFloat(seeds.serverSeed, seeds.beaconValue, round, seat);
}

/** The pull of (round, seat): ticket = floor(f * 100000) + 1 and the item whose range holds it. */
export function battlePull<I extends BattleItem>(
  seeds: BattleSeeds,
  round: number,
  seat: number,
  items: readonly I[],
): { ticket: number; item: I } {
  const covered = items.reduce((sum, item) => sum + item.tickets, 0);
  if (covered !== CASE_TICKETS_TOTAL) {
    throw new RangeError(`The items cover ${covered} tickets, not ${CASE_TICKETS_TOTAL}`);
  }
  const ticket = caseTicketFromFloat(battleFloat(seeds, round, seat));
  return { ticket, item: items[itemIndexForTicket(items, ticket)]! };
}

/**
 * The float that rounds a bought pull's value: the second of (round, seat)'s draw stream
 * (beaconFloats), the one after the ticket's, as an opening's is the one after its ticket's.
 */
export function battleRoundingFloat(seeds: BattleSeeds, round: number, seat: number): number {
  if (!Number.isSafeInteger(round) || round < 1) {
    throw new RangeError('A battle round is a whole number from 1');
  }
  return beaconFloats({ ...seeds, round, seat }, 2)[1]!;
}

/**
 * What a bought pull of `item` from a case priced `casePrice` puts in the pot: what an
 * opening of that case pays for the item (caseOpeningPayout), its value plus a hundredth
 * when the pull's rounding float falls below what the price's rounding up took.
 */
export function battlePullValue(
  seeds: BattleSeeds,
  round: number,
  seat: number,
  items: readonly BattleItem[],
  casePrice: number,
  item: BattleItem,
): number {
  return caseOpeningPayout(items, casePrice, item.price, battleRoundingFloat(seeds, round, seat));
}
