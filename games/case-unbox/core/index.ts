// Case opening: a ticket from the fair stream picks the item; the price is EV / 0.92,
// rounded up, and each opening gives that rounding back fairly (payout.ts);
// official cases take CS2's published odds per rarity tier.
export { caseTicket, caseTicketFromFloat, openCaseItems } from './draw';
export { caseOpeningPayout, casePriceRounding, caseRoundingFloat } from './payout';
export {
  type PricedTickets,
  caseItemsError,
  casePrice,
  caseReturnBps,
  caseReturnLabel,
  caseRtpBps,
  formatRtpBps,
} from './price';
export { OFFICIAL_TIER_TICKETS, officialTickets } from './officialOdds';
export {
  COMMUNITY_CASE_ITEMS_MAX,
  COMMUNITY_CASE_ITEMS_MIN,
  CREATOR_FEE_BPS,
  type OddsItem,
  communityItemsError,
  communityTicketRanges,
  CREATOR_FEE_CARRY_SCALE,
  creatorFee,
  creatorFeeWithCarry,
} from './community';
export { ODDS_DECIMALS, TICKETS_PER_PERCENT, percentOfTickets, ticketsFromPercent } from './odds';
export {
  CASE_HOUSE_EDGE_BPS,
  CASE_TICKETS_TOTAL,
  type TicketRange,
  type TicketedItem,
  itemForTicket,
  itemIndexForTicket,
  ticketRanges,
} from './tickets';
