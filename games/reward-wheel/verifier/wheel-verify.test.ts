import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../fair';
import { wheelTier } from '../core';
import { verifyWheelSpin } from './wheel-verify';

describe('verifyWheelSpin', () => {
  const serverSeed = 'f2ac89b608eeb01312d115bce6741b32';
  const seeds = { serverSeed, clientSeed: 'my-lucky-seed', nonce: 3 };

  it('recomputes the spin and checks the seed against its hash', () => {
    const ok = verifyWheelSpin({ ...seeds, serverSeedHash: sha256Hex(serverSeed), tier: 1 });
    expect(ok.hashMatches).toBe(true);
    expect(ok.spin.prize).toBe(wheelTier(1).segments[ok.spin.segment]!.prize);
    const bad = verifyWheelSpin({ ...seeds, serverSeedHash: 'a'.repeat(64), tier: 1 });
    expect(bad.hashMatches).toBe(false);
    expect(verifyWheelSpin({ ...seeds, serverSeedHash: '', tier: 1 }).hashMatches).toBeNull();
  });
});
