import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spinWheel, wheelSegmentForTicket, wheelTicketFromFloat } from './spin';
import { WHEEL_TICKETS_TOTAL, wheelTier } from './tiers';

/** The rule written out independently with node:crypto: first 4 bytes of round 0. */
function referenceTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f * 10_000) + 1;
}

const seedsArb = fc.record({
  serverSeed: fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex')),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe('wheel tickets', () => {
  it('maps [0, 1) onto tickets 1..10,000', () => {
    expect(wheelTicketFromFloat(0)).toBe(1);
    expect(wheelTicketFromFloat(0.5)).toBe(5_001);
    expect(wheelTicketFromFloat(1 - 2 ** -32)).toBe(10_000);
    for (const f of [1, -0.1, Number.NaN])
      expect(() => wheelTicketFromFloat(f)).toThrow(RangeError);
  });
});

describe('wheelSegmentForTicket', () => {
  const { segments } = wheelTier(0);

  it('puts the range boundaries in the right segments', () => {
    expect(wheelSegmentForTicket(segments, 1).segment).toBe(0);
    expect(wheelSegmentForTicket(segments, 1_600).segment).toBe(0);
    expect(wheelSegmentForTicket(segments, 1_601).segment).toBe(1);
    expect(wheelSegmentForTicket(segments, 2_400).segment).toBe(1);
    expect(wheelSegmentForTicket(segments, 2_401).segment).toBe(2);
    expect(wheelSegmentForTicket(segments, 9_980).segment).toBe(10);
    expect(wheelSegmentForTicket(segments, 9_981).segment).toBe(11);
    expect(wheelSegmentForTicket(segments, 10_000).segment).toBe(11);
    expect(() => wheelSegmentForTicket(segments, 10_001)).toThrow(RangeError);
    expect(() => wheelSegmentForTicket(segments, 0)).toThrow(RangeError);
  });

  it('gives each segment exactly its tickets, and stops strictly inside it', () => {
    const counts = segments.map(() => 0);
    for (let ticket = 1; ticket <= WHEEL_TICKETS_TOTAL; ticket++) {
      const { segment, within } = wheelSegmentForTicket(segments, ticket);
      counts[segment]! += 1;
      expect(within > 0 && within < 1).toBe(true);
    }
    expect(counts).toEqual(segments.map((s) => s.tickets));
  });
});

describe('spinWheel', () => {
  it('lands where the independent computation of the ticket says, and pays that segment', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 0, max: 4 }), (seeds, tier) => {
        const spin = spinWheel(seeds, tier);
        const ticket = referenceTicket(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
        expect(spin.ticket).toBe(ticket);
        const { segments } = wheelTier(tier);
        expect(spin.segment).toBe(wheelSegmentForTicket(segments, ticket).segment);
        expect(spin.prize).toBe(segments[spin.segment]!.prize);
      }),
    );
  });
});
