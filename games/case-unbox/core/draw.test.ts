import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseTicket, caseTicketFromFloat, openCaseItems } from './draw';

/** The scheme written out independently with node:crypto: first 4 bytes of round 0. */
function referenceTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f * 100_000) + 1;
}

const seedsArb = fc.record({
  serverSeed: fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex')),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe('caseTicket', () => {
  it('agrees with an independent HMAC-SHA256 computation of the published rule', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        expect(caseTicket(seeds)).toBe(
          referenceTicket(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
        );
      }),
    );
  });

  it('maps [0, 1) onto tickets 1..100,000', () => {
    expect(caseTicketFromFloat(0)).toBe(1);
    expect(caseTicketFromFloat(1 - 2 ** -32)).toBe(100_000);
    expect(caseTicketFromFloat(0.5)).toBe(50_001);
    for (const f of [1, -0.1, Number.NaN]) expect(() => caseTicketFromFloat(f)).toThrow(RangeError);
  });

  it('is floor(N * 100000 / 2^32) + 1 exactly for every stream float N / 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n) => {
        const exact = Number((BigInt(n) * 100_000n) / 2n ** 32n) + 1;
        expect(caseTicketFromFloat(n / 2 ** 32)).toBe(exact);
      }),
    );
  });
});

describe('openCaseItems', () => {
  const items = [
    { name: 'common', tickets: 99_000 },
    { name: 'rare', tickets: 990 },
    { name: 'jackpot', tickets: 10 },
  ];

  it('wins the item whose range holds the ticket', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const { ticket, item, index } = openCaseItems(seeds, items);
        expect(ticket).toBe(caseTicket(seeds));
        expect(items[index]).toBe(item);
        const expected = ticket <= 99_000 ? 'common' : ticket <= 99_990 ? 'rare' : 'jackpot';
        expect(item.name).toBe(expected);
      }),
    );
  });

  it('refuses items that do not cover every ticket', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 };
    expect(() => openCaseItems(seeds, [{ tickets: 99_999 }])).toThrow(/99999 tickets/);
  });
});
