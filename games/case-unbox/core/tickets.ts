// The case-ticket rules every case game shares (official and community openings, battles): a case's
// items split the tickets 1..CASE_TICKETS_TOTAL into ranges, in the case's order.

/** Case tickets are drawn from 1..100,000. */
export const CASE_TICKETS_TOTAL = 100_000;
/** House edge in basis points: price = expected value / (1 - edge), rounded up to the hundredth. */
export const CASE_HOUSE_EDGE_BPS = 800;

/** What the ticket rules need of an item: its share of the tickets. */
export interface TicketedItem {
  tickets: number;
}

export interface TicketRange<I extends TicketedItem> {
  item: I;
  min: number;
  max: number;
}

/**
 * Ticket ranges of a case's items: min is the running total of earlier tickets, max is
 * min plus the item's tickets. A drawn ticket t (1-based) wins the item with min < t <= max.
 */
export function ticketRanges<I extends TicketedItem>(items: readonly I[]): TicketRange<I>[] {
  let total = 0;
  return items.map((item) => {
    const min = total;
    total += item.tickets;
    return { item, min, max: total };
  });
}

/** The index of the item a 1-based ticket wins, or -1 when the ticket is past the last range. */
export function itemIndexForTicket(items: readonly TicketedItem[], ticket: number): number {
  let max = 0;
  for (let index = 0; index < items.length; index++) {
    const min = max;
    max += items[index]!.tickets;
    if (ticket > min && ticket <= max) return index;
  }
  return -1;
}

/** The item a 1-based ticket wins, or undefined when the ticket is past the last range. */
export function itemForTicket<I extends TicketedItem>(
  items: readonly I[],
  ticket: number,
): I | undefined {
  return items[itemIndexForTicket(items, ticket)];
}
