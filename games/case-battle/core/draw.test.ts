import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { battleFloat, battlePull } from './draw';

const seeds = {
  serverSeed: '4f1c1f3a2b9d8e7c6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f',
  beaconValue: '8a3e0bf4c3d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1',
};

/** The published rule, computed independently with Node's own HMAC. */
function referenceFloat(serverSeed: string, message: string): number {
  const bytes = createHmac('sha256', serverSeed).update(message).digest();
  return bytes.readUInt32BE(0) / 2 ** 32;
}

describe('battleFloat', () => {
  it('is HMAC_SHA256(serverSeed, `${beacon}:${round}:${seat}`), first 4 bytes / 2^32', () => {
    for (const [round, seat] of [
      [1, 0],
      [1, 3],
      [7, 2],
      [51, 1],
    ] as const) {
      expect(battleFloat(seeds, round, seat)).toBe(
        referenceFloat(seeds.serverSeed, `${seeds.beaconValue}:${round}:${seat}`),
      );
    }
  });

  it('matches a fixed vector', () => {
    // HMAC_SHA256(key "seed", message "beef:1:0") =
    // 043bd47ce5197a9300dbda1051f2556c58121dc7f3ec3dfe46a71c5267155412
    const float = battleFloat({ serverSeed: 'seed', beaconValue: 'beef' }, 1, 0);
    expect(float).toBe(0x043bd47c / 2 ** 32);
    expect(float).toBe(referenceFloat('seed', 'beef:1:0'));
  });

  it('refuses round 0 and ambiguous inputs', () => {
    expect(() => battleFloat(seeds, 0, 0)).toThrow(RangeError);
    expect(() => battleFloat(seeds, 1, -1)).toThrow(RangeError);
    expect(() => battleFloat({ ...seeds, beaconValue: 'a:b' }, 1, 0)).toThrow(TypeError);
  });
});

describe('battlePull', () => {
  const items = [
    { name: 'Knife', price: 50_000, tickets: 1 },
    { name: 'AK', price: 300, tickets: 49_999 },
    { name: 'Sticker', price: 3, tickets: 50_000 },
  ];

  it('draws ticket floor(f * 100000) + 1 and the item whose range holds it', () => {
    for (let round = 1; round <= 20; round++) {
      const pull = battlePull(seeds, round, 1, items);
      const ticket = Math.floor(battleFloat(seeds, round, 1) * 100_000) + 1;
      expect(pull.ticket).toBe(ticket);
      expect(pull.item.name).toBe(ticket === 1 ? 'Knife' : ticket <= 50_000 ? 'AK' : 'Sticker');
    }
  });

  it('refuses items that do not cover all 100,000 tickets', () => {
    expect(() => battlePull(seeds, 1, 0, items.slice(1))).toThrow(/99999 tickets/);
  });
});
