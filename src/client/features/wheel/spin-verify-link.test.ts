import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../games/fair';
import { spinWheel } from '../../../../games/reward-wheel/core';
import { verifyWheelSpin } from '../../../../games/reward-wheel/verifier/wheel-verify';
import { wheelVerifyHref } from './spin-verify-link';

const revealed = {
  serverSeed: 'a'.repeat(64),
  serverSeedHash: 'b'.repeat(64),
  clientSeed: 'my seed & more/=?',
  nonce: 17,
  tier: 2,
};

describe('wheelVerifyHref', () => {
  it('fills the wheel verifier with the revealed pair, nonce and tier', () => {
    const href = wheelVerifyHref(revealed)!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/fairness/wheel');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'my seed & more/=?',
      nonce: '17',
      tier: '2',
    });
  });

  it('escapes a client seed so it cannot add parameters', () => {
    expect(wheelVerifyHref({ ...revealed, clientSeed: 'x&tier=0' })).toContain(
      'clientSeed=x%26tier%3D0',
    );
  });

  it('has no link before the pair is revealed', () => {
    expect(wheelVerifyHref({ ...revealed, serverSeed: null })).toBeNull();
  });

  it('gives the verifier what recomputes the same spin', () => {
    const serverSeed = 'f2ac89b608eeb01312d115bce6741b32';
    const seeds = { serverSeed, clientSeed: 'lucky seed', nonce: 9 };
    const played = spinWheel(seeds, 3);
    const href = wheelVerifyHref({ ...seeds, serverSeedHash: sha256Hex(serverSeed), tier: 3 })!;
    // Read back as the verifier's form reads its query string.
    const query = new URL(href, 'http://localhost').searchParams;
    const verified = verifyWheelSpin({
      serverSeed: query.get('serverSeed')!,
      serverSeedHash: query.get('serverSeedHash')!,
      clientSeed: query.get('clientSeed')!,
      nonce: Number(query.get('nonce')),
      tier: Number(query.get('tier')),
    });
    expect(verified.hashMatches).toBe(true);
    expect(verified.spin).toEqual(played);
  });
});
