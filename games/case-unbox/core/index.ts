// Case opening: a ticket from the fair stream picks the item; the price is EV / 0.92;
// official cases take CS2's published odds per rarity tier.
export { caseTicket, caseTicketFromFloat, openCaseItems } from './draw';
export { type PricedTickets, caseItemsError, casePrice, caseRtpBps } from './price';
export { OFFICIAL_TIER_TICKETS, officialTickets } from './officialOdds';
export {
  CASE_HOUSE_EDGE_BPS,
  CASE_TICKETS_TOTAL,
  type TicketRange,
  type TicketedItem,
  itemForTicket,
  itemIndexForTicket,
  ticketRanges,
} from './tickets';
