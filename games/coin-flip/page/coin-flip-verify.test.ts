import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../fair';
import { beaconFloat } from '../../fair/beaconDraw';
import { verifyCoinFlip } from './coin-flip-verify';

const seed = '3f'.repeat(32);
const hash = sha256Hex(seed);

describe('verifyCoinFlip', () => {
  it('recomputes the side from the seed and the beacon value, as the core draws it', () => {
    // Scan a few beacon values: both sides must come out, each by the float's half.
    const sides = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const beaconValue = i.toString(16).padStart(64, '0');
      const result = verifyCoinFlip({ serverSeed: seed, serverSeedHash: hash, beaconValue });
      if (!result.ok) throw new Error(result.error);
      const float = beaconFloat(seed, beaconValue, 0, 0);
      expect(result.float).toBe(float);
      expect(result.side).toBe(float < 0.5 ? 'CT' : 'T');
      expect(result.seedMatches).toBe(true);
      sides.add(result.side);
    }
    expect(sides).toEqual(new Set(['CT', 'T']));
  });

  it('says when the revealed seed is not the one committed to', () => {
    const result = verifyCoinFlip({
      serverSeed: seed,
      serverSeedHash: sha256Hex('another seed'),
      beaconValue: 'ab'.repeat(32),
    });
    expect(result.ok && result.seedMatches).toBe(false);
  });

  it('explains inputs it cannot use instead of throwing', () => {
    expect(verifyCoinFlip({ serverSeed: '', serverSeedHash: hash, beaconValue: 'ab' })).toEqual({
      ok: false,
      error: 'The server seed must be non-empty text',
    });
  });
});
