import { describe, expect, it } from 'vitest';
import { PlayablePairs } from './playablePairs';

const pair = {
  seedPairId: 'p1',
  serverSeed: 's',
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 4,
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('PlayablePairs', () => {
  it('moves a cached pair to the next nonce once a bet took it', () => {
    const pairs = new PlayablePairs();
    expect(pairs.get('u')).toBeUndefined();
    pairs.advance('u', pair);
    expect(pairs.get('u')).toEqual({ ...pair, nonce: 5 });
  });

  it("runs one player's work in turn, other players' alongside, past failures", async () => {
    const pairs = new PlayablePairs();
    const log: string[] = [];
    const job =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      pairs.exclusive('a', job('a1', true)),
      pairs.exclusive('a', job('a2')),
      pairs.exclusive('b', job('b1')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    // a2 starts only after a1 ended (and failed); b1 does not wait for a.
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });
});
