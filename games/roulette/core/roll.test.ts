import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  rouletteRoll,
  rouletteRoundHmac,
  rouletteSlotFromHmac,
  rouletteSlotFromRound,
} from './roll';

describe('roulette slot from h', () => {
  it('is floor(f * 15) of the first 4 bytes, at the slot boundaries', () => {
    // f = n / 2^32 for the big-endian n of the first 4 bytes; slot k starts at n = ceil(k * 2^32 / 15).
    const bytesOf = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255, 7, 7];
    for (let k = 0; k < 15; k++) {
      const first = Math.ceil((k * 2 ** 32) / 15);
      expect(rouletteSlotFromHmac(bytesOf(first)), `start of ${k}`).toBe(k);
      if (k > 0) expect(rouletteSlotFromHmac(bytesOf(first - 1)), `end of ${k - 1}`).toBe(k - 1);
    }
    expect(rouletteSlotFromHmac([255, 255, 255, 255])).toBe(14);
    expect(rouletteSlotFromHmac([0, 0, 0, 0])).toBe(0);
  });

  it('reads only the first 4 bytes', () => {
    expect(rouletteSlotFromHmac([128, 0, 0, 0, 255, 255])).toBe(
      rouletteSlotFromHmac([128, 0, 0, 0, 0, 0]),
    );
    expect(() => rouletteSlotFromHmac([1, 2, 3])).toThrow(RangeError);
  });

  it('hashes the round hash as the key and the salt as the message', () => {
    const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
    for (let i = 0; i < 30; i++) {
      const roundHash = createHmac('sha256', 'chain').update(String(i)).digest('hex');
      const h = createHmac('sha256', roundHash).update(salt).digest();
      const f = (h[0]! * 2 ** 24 + h[1]! * 2 ** 16 + h[2]! * 2 ** 8 + h[3]!) / 2 ** 32;
      expect(rouletteSlotFromRound(roundHash, salt)).toBe(Math.floor(f * 15));
    }
  });

  it('lands on every slot about equally often', () => {
    const counts = new Array<number>(15).fill(0);
    const n = 15_000;
    for (let i = 0; i < n; i++) counts[rouletteSlotFromRound(`round-${i}`, 'salt')]! += 1;
    for (const count of counts) expect(Math.abs(count - n / 15)).toBeLessThan(130);
  });
});

describe('rouletteRoll', () => {
  const HASH = 'ab'.repeat(32);
  const SALT = 'cd'.repeat(32);
  it("lands on the round's slot, at the float of h's bytes 4..7", () => {
    const h = rouletteRoundHmac(HASH, SALT);
    const roll = rouletteRoll(HASH, SALT);
    expect(roll.slot).toBe(rouletteSlotFromRound(HASH, SALT));
    const offset = h[4]! / 256 + h[5]! / 256 ** 2 + h[6]! / 256 ** 3 + h[7]! / 256 ** 4;
    expect(roll.landingOffset).toBe(offset);
    expect(roll.landingOffset).toBeGreaterThanOrEqual(0);
    expect(roll.landingOffset).toBeLessThan(1);
  });
});
