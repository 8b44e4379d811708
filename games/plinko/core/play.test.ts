import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS } from './limits';
import { PLINKO_VECTORS } from '../../fair/vectors/publishedVectors';
import { plinkoPath, plinkoRoundingFloat } from './path';
import { plinkoPayout } from './payout';
import { playPlinko } from './play';
import { plinkoTableE4 } from './tables';

describe('playPlinko', () => {
  // Our 8 rows low and 16 rows high tables are the published ones, so the
  // published multipliers must come out exactly.
  const shared = PLINKO_VECTORS.games.filter(
    (g) => (g.rows === 8 && g.risk === 'low') || (g.rows === 16 && g.risk === 'high'),
  );

  it('has published games on both shared tables', () => {
    expect(shared).toHaveLength(2);
  });

  it.each(shared)(
    'nonce $nonce, $rows rows $risk pays $multiplier x',
    ({ nonce, rows, risk, multiplier }) => {
      const { serverSeed, clientSeed } = PLINKO_VECTORS;
      const result = playPlinko({ serverSeed, clientSeed, nonce }, 1000, rows, risk);
      expect(result.multiplierE4).toBe(Math.round(multiplier * 10_000));
      expect(result.payout).toBe(Math.round(1000 * multiplier));
    },
  );

  it('lands where the path says and pays that bucket, the same every time', () => {
    fc.assert(
      fc.property(
        fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() }),
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: 8, max: 16 }),
        fc.constantFrom(...PLINKO_RISKS),
        (seeds, amount, rows, risk) => {
          const result = playPlinko(seeds, amount, rows, risk);
          expect(result.path).toEqual(plinkoPath(seeds, rows));
          expect(result.bucket).toBe(result.path.filter((s) => s === 1).length);
          expect(result.multiplierE4).toBe(plinkoTableE4(rows, risk)[result.bucket]);
          const roundingFloat = plinkoRoundingFloat(seeds, rows);
          expect(result.payout).toBe(plinkoPayout(amount, result.multiplierE4, roundingFloat));
          expect(playPlinko({ ...seeds }, amount, rows, risk)).toEqual(result);
        },
      ),
    );
  });

  it('refuses bad amounts, rows and risks', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 0 };
    expect(() => playPlinko(seeds, -1, 8, 'low')).toThrow(RangeError);
    expect(() => playPlinko(seeds, 100, 20, 'low')).toThrow(RangeError);
    expect(() => playPlinko(seeds, 100, 8, 'wild' as 'low')).toThrow(RangeError);
  });
});
