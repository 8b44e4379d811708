import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beaconBytes, beaconDrawMessage, beaconFloat, beaconFloats } from './beaconDraw';

const SERVER_SEED = '9c1f0e4d2b7a6c5e8f3d1b0a9e8c7f6d5b4a3c2e1f0d9c8b7a6e5d4c3b2a1f0e';
// drand quicknet round 1000's randomness (tests/fixtures/beacon/drand-quicknet.json).
const BEACON = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';

/** node:crypto's HMAC, independent of the code under test. */
function reference(seed: string, message: string): Buffer {
  return createHmac('sha256', seed).update(message).digest();
}

/** b0/256 + b1/256^2 + b2/256^3 + b3/256^4, computed as one 32-bit integer over 2^32. */
function referenceFloat(bytes: Buffer, offset: number): number {
  return bytes.readUInt32BE(offset) / 2 ** 32;
}

describe('beaconFloat', () => {
  it('is the first 4 bytes of HMAC(server seed, `${beacon}:${round}:${seat}`)', () => {
    for (const [round, seat] of [
      [0, 0],
      [0, 1],
      [3, 2],
      [49, 3],
    ] as const) {
      const bytes = reference(SERVER_SEED, `${BEACON}:${round}:${seat}`);
      expect(beaconFloat(SERVER_SEED, BEACON, round, seat)).toBe(referenceFloat(bytes, 0));
    }
  });

  it('differs between seats, rounds, beacons and seeds', () => {
    const base = beaconFloat(SERVER_SEED, BEACON, 1, 0);
    expect(beaconFloat(SERVER_SEED, BEACON, 1, 1)).not.toBe(base);
    expect(beaconFloat(SERVER_SEED, BEACON, 2, 0)).not.toBe(base);
    expect(beaconFloat(SERVER_SEED, BEACON.replace('f', 'e'), 1, 0)).not.toBe(base);
    expect(beaconFloat(SERVER_SEED.replace('9', '8'), BEACON, 1, 0)).not.toBe(base);
  });

  it('matches node:crypto for any inputs', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.stringMatching(/^[0-9a-f]{1,64}$/),
        fc.nat({ max: 49 }),
        fc.nat({ max: 3 }),
        (seed, beacon, round, seat) => {
          const bytes = reference(seed, `${beacon}:${round}:${seat}`);
          const f = beaconFloat(seed, beacon, round, seat);
          expect(f).toBe(referenceFloat(bytes, 0));
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
        },
      ),
    );
  });

  it('refuses ambiguous or malformed inputs', () => {
    expect(() => beaconFloat(SERVER_SEED, 'ab:cd', 0, 0)).toThrow(TypeError);
    expect(() => beaconFloat(SERVER_SEED, '', 0, 0)).toThrow(TypeError);
    expect(() => beaconFloat('', BEACON, 0, 0)).toThrow(TypeError);
    expect(() => beaconFloat(SERVER_SEED, BEACON, -1, 0)).toThrow(RangeError);
    expect(() => beaconFloat(SERVER_SEED, BEACON, 0, 1.5)).toThrow(RangeError);
  });
});

describe('beaconFloats and beaconBytes', () => {
  const input = { serverSeed: SERVER_SEED, beaconValue: BEACON, round: 4, seat: 1 };

  it('starts with beaconFloat and reads 8 floats per block, then the `:1` block', () => {
    const block0 = reference(SERVER_SEED, `${BEACON}:4:1`);
    const block1 = reference(SERVER_SEED, `${BEACON}:4:1:1`);
    const expected = [
      ...Array.from({ length: 8 }, (_, i) => referenceFloat(block0, i * 4)),
      ...Array.from({ length: 3 }, (_, i) => referenceFloat(block1, i * 4)),
    ];
    const floats = beaconFloats(input, 11);
    expect(floats).toEqual(expected);
    expect(floats[0]).toBe(beaconFloat(SERVER_SEED, BEACON, 4, 1));
    expect(beaconFloats(input, 0)).toEqual([]);
    expect(() => beaconFloats(input, -1)).toThrow(RangeError);
  });

  it('streams the same bytes, block after block', () => {
    const stream = beaconBytes(input);
    const bytes = Array.from({ length: 40 }, () => stream.next().value as number);
    const expected = Buffer.concat([
      reference(SERVER_SEED, `${BEACON}:4:1`),
      reference(SERVER_SEED, `${BEACON}:4:1:1`),
    ]).subarray(0, 40);
    expect(bytes).toEqual([...expected]);
  });

  it('names its messages', () => {
    expect(beaconDrawMessage(input)).toBe(`${BEACON}:4:1`);
    expect(beaconDrawMessage(input, 2)).toBe(`${BEACON}:4:1:2`);
  });
});
