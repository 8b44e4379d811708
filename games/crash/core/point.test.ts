import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../fair';
import {
  CRASH_POINT_MAX_E2,
  crashPointE2FromHmac,
  crashPointE2FromInt,
  crashPointE2FromRound,
  crashRoundHmac,
} from './point';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('crashPointE2FromInt', () => {
  // crash in hundredths = max(100, floor(99 * 2^32 / (n + 1))); 99 * 2^32 = 425201762304.
  it.each([
    [0, 425_201_762_304], // 425201762304 / 1: the highest point, 4,252,017,623.04x
    [0x0100_0000, 25_343], // 425201762304 / 16777217 = 25343.998...: 253.43x
    [0x8000_0000, 197], // 425201762304 / 2147483649 = 197.9999999...: 1.97x
    [0xfd70_a3d6, 100], // 425201762304 / 4252017623 = 100.0000000009: exactly 1.00x
    [0xfd70_a3d7, 100], // 99.99999998: below 1.00x, so 1.00x (an instant bust)
    [0xffff_ffff, 100], // 425201762304 / 2^32 = 99: 1.00x
  ])('n = %i -> %i', (n, crashE2) => {
    expect(crashPointE2FromInt(n)).toBe(crashE2);
  });

  it('never goes up as n grows, and is never below 1.00x', () => {
    fc.assert(
      fc.property(fc.nat(0xffff_ffff), fc.nat(0xffff_ffff), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(crashPointE2FromInt(low)).toBeGreaterThanOrEqual(crashPointE2FromInt(high));
        expect(crashPointE2FromInt(high)).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('matches the formula in docs/games/crash.md, in floats, wherever the float is clear', () => {
    fc.assert(
      fc.property(fc.nat(0xffff_ffff), (n) => {
        const written = (2 ** 32 / (n + 1)) * 0.99 * 100;
        fc.pre(Math.abs(written - Math.round(written)) > written * 1e-12);
        expect(crashPointE2FromInt(n)).toBe(Math.max(100, Math.floor(written)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses anything but a 32-bit unsigned integer', () => {
    for (const n of [-1, 2 ** 32, 1.5, Number.NaN]) {
      expect(() => crashPointE2FromInt(n)).toThrow(RangeError);
    }
  });

  it('names its highest value', () => {
    expect(CRASH_POINT_MAX_E2).toBe(crashPointE2FromInt(0));
  });
});

describe('crashPointE2FromHmac', () => {
  it('reads the first 8 hex characters (4 bytes, big-endian) and nothing else', () => {
    expect(crashPointE2FromHmac('80000000ffffffff')).toBe(197);
    expect(crashPointE2FromHmac('80000000')).toBe(197);
    expect(crashPointE2FromHmac('FFFFFFFF00')).toBe(100);
    const bytes = new Uint8Array([0x80, 0, 0, 0, 0xff, 0xff]);
    expect(crashPointE2FromHmac(bytes)).toBe(197);
    expect(crashPointE2FromHmac(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toBe(100);
    expect(crashPointE2FromHmac(new Uint8Array([1, 0, 0, 0]))).toBe(25_343);
  });

  it('reads bytes and their hex text the same way', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 32 }), (bytes) => {
        expect(crashPointE2FromHmac(bytes)).toBe(crashPointE2FromHmac(hex(bytes)));
      }),
    );
  });

  it('refuses input shorter than 4 bytes or not hex', () => {
    expect(() => crashPointE2FromHmac('abc')).toThrow(RangeError);
    expect(() => crashPointE2FromHmac('zz000000')).toThrow(RangeError);
    expect(() => crashPointE2FromHmac(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('a round from its chain hash and salt', () => {
  // Worked example:
  //   round hash = SHA-256("gemdrop crash example round")
  //              = 23a46424abf0b9112d94bd9deedc913351c6ab931b91673723af403c050059a8
  //   salt       = "example public salt"
  //   h = HMAC-SHA256(key = round hash as text, message = salt)
  //     = b2b1336b6f2f3651ccf95f3f8aa33b9bcfc6f0e6ac2e27acb031892a7e3b90a9
  //   n = 0xb2b1336b = 2997957483
  //   2^32 / (n + 1) * 0.99 * 100 = 425201762304 / 2997957484 = 141.830...
  //   crash = max(1, floor(141.830...) / 100) = 1.41x
  const roundHash = '23a46424abf0b9112d94bd9deedc913351c6ab931b91673723af403c050059a8';
  const salt = 'example public salt';

  it('follows the worked example step by step', () => {
    expect(sha256Hex('gemdrop crash example round')).toBe(roundHash);
    const h = crashRoundHmac(roundHash, salt);
    expect(hex(h)).toBe('b2b1336b6f2f3651ccf95f3f8aa33b9bcfc6f0e6ac2e27acb031892a7e3b90a9');
    expect(crashPointE2FromHmac(h)).toBe(141);
    expect(crashPointE2FromRound(roundHash, salt)).toBe(141);
  });

  it('keys the HMAC with the round hash as lowercase hex text, as node:crypto does', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-fA-F]{64}$/),
        fc.string({ maxLength: 64 }),
        (key, salt) => {
          const expected = createHmac('sha256', key.toLowerCase()).update(salt).digest('hex');
          expect(hex(crashRoundHmac(key, salt))).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
    expect(crashPointE2FromRound(roundHash.toUpperCase(), salt)).toBe(141);
  });
});
