import { fairFloats, type FairSeeds } from '../../fair';
import { WHEEL_TICKETS_TOTAL, type WheelSegment, wheelTier } from './tiers';

/** floor(f x 10000) + 1: tickets 1..10,000 from the spin's first float. */
export function wheelTicketFromFloat(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError('The float must be in [0, 1)');
  return Math.floor(f * WHEEL_TICKETS_TOTAL) + 1;
}

/**
 * The segment a 1-based ticket lands on (ranges in wheel order: a segment wins the tickets
 * min < t <= max, min the running total of the segments before it), and how far into the
 * segment's range it fell, in (0, 1): where the pointer stops inside the segment.
 */
export function wheelSegmentForTicket(
  segments: readonly WheelSegment[],
  ticket: number,
): { segment: number; within: number } {
  if (!Number.isInteger(ticket) || ticket < 1)
    throw new RangeError('A ticket is a whole number from 1');
  let max = 0;
  for (let index = 0; index < segments.length; index++) {
    const min = max;
    max += segments[index]!.tickets;
    if (ticket <= max) return { segment: index, within: (ticket - min - 0.5) / (max - min) };
  }
  throw new RangeError(`Ticket ${ticket} is past the wheel's ${max} tickets`);
}

export interface WheelSpin {
  tier: number;
  ticket: number;
  /** Index of the winning segment, in wheel order (clockwise from the top). */
  segment: number;
  /** Where in the segment the pointer stops, in (0, 1) of its width. */
  within: number;
  /** Hundredths credited. */
  prize: number;
}

/** One spin of a tier on the player's seeds: the first float gives the ticket. */
export function spinWheel(seeds: FairSeeds, tier: number): WheelSpin {
  const { segments } = wheelTier(tier);
  const ticket = wheelTicketFromFloat(fairFloats(seeds, 1)[0]!);
  const { segment, within } = wheelSegmentForTicket(segments, ticket);
  return { tier, ticket, segment, within, prize: segments[segment]!.prize };
}
