import { CASE_TICKETS_TOTAL } from './tickets';

// Odds as players write them: a percent with up to three decimals, which is exactly a whole
// number of tickets out of 100,000 (0.001% is one ticket), so no odds are ever rounded.

/** Tickets per whole percent: 100,000 / 100. */
export const TICKETS_PER_PERCENT = CASE_TICKETS_TOTAL / 100;
/** Decimals a percent may carry: one ticket is 0.001%. */
export const ODDS_DECIMALS = 3;

const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/**
 * "12.345" -> 12345 tickets, read digit by digit (never through a float). Null for text that
 * is not a percent with up to three decimals, and for more than 100%.
 */
export function ticketsFromPercent(text: string): number | null {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(ODDS_DECIMALS, '0'));
  const tickets = whole * TICKETS_PER_PERCENT + fraction;
  return tickets <= CASE_TICKETS_TOTAL ? tickets : null;
}

/** 12345 tickets -> "12.345", 12500 -> "12.5", 12000 -> "12": the shortest exact percent. */
export function percentOfTickets(tickets: number): string {
  if (!Number.isSafeInteger(tickets) || tickets < 0) throw new RangeError('Tickets are whole');
  const whole = Math.floor(tickets / TICKETS_PER_PERCENT);
  const fraction = String(tickets % TICKETS_PER_PERCENT)
    .padStart(ODDS_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
