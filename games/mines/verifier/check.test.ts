import { describe, expect, it } from 'vitest';
import { typedSeeds } from '../../../src/client/features/fairness/verifier-test-fixtures';
import { MINES_VECTORS } from '../../fair/vectors/publishedVectors';
import { minesVerifierSchema, verifyMines } from './check';

const seeds = typedSeeds;
describe('the mines verifier', () => {
  it('takes a mine count from 1 to 24', () => {
    expect(minesVerifierSchema.parse({ ...seeds, mines: '24' })).toMatchObject({ mines: 24 });
    const bad = minesVerifierSchema.safeParse({ ...seeds, mines: '25' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mines', 'Mines must be from 1 to 24'],
    ]);
  });

  it('reproduces the published mine positions', () => {
    const { serverSeed, clientSeed, games } = MINES_VECTORS;
    for (const [nonce, tiles] of games) {
      const { mines } = verifyMines({ serverSeed, clientSeed, nonce }, nonce + 1);
      expect([...mines].sort((a, b) => a - b)).toEqual(tiles);
    }
  });
});
