import { fairFloats, type FairSeeds } from '../../fair';
import { CASE_TICKETS_TOTAL, type TicketedItem, itemIndexForTicket } from './tickets';

/**
 * floor(f * 100000) + 1: the published case rule (docs/games/case-unbox.md, "Tickets"),
 * tickets 1..100,000.
 */
export function caseTicketFromFloat(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError('The float must be in [0, 1)');
  return Math.floor(f * CASE_TICKETS_TOTAL) + 1;
}

/** The ticket of one opening: the first float of its stream. */
export function caseTicket(seeds: FairSeeds): number {
  return caseTicketFromFloat(fairFloats(seeds, 1)[0]!);
}

/**
 * Opens a case: the drawn ticket and the item whose range holds it (min < ticket <= max,
 * ranges in the case's order). Throws when the items do not cover every ticket.
 */
export function openCaseItems<I extends TicketedItem>(
  seeds: FairSeeds,
  items: readonly I[],
): { ticket: number; item: I; index: number } {
  const total = items.reduce((sum, item) => sum + item.tickets, 0);
  if (total !== CASE_TICKETS_TOTAL) {
    throw new RangeError(`The items cover ${total} tickets, not ${CASE_TICKETS_TOTAL}`);
  }
  const ticket = caseTicket(seeds);
  const index = itemIndexForTicket(items, ticket);
  return { ticket, item: items[index]!, index };
}
