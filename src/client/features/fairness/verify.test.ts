import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../games/fair';
import { DICE_VECTORS, MINES_VECTORS } from '../../../../games/fair/vectors/publishedVectors';
import { commitmentCheck, verifyDice, verifyMines, verifyPlinko } from './verify';

describe('in-browser verification', () => {
  it('checks a revealed seed against its hash', () => {
    const seed = 'ab'.repeat(32);
    expect(commitmentCheck(seed, sha256Hex(seed))).toBe(true);
    expect(commitmentCheck(seed, sha256Hex(seed).toUpperCase())).toBe(true);
    expect(commitmentCheck(seed, sha256Hex('other'))).toBe(false);
    expect(commitmentCheck(seed, '')).toBeNull();
  });

  it('reproduces the published dice rolls', () => {
    const { serverSeed, clientSeed, rolls } = DICE_VECTORS;
    rolls.forEach((roll, nonce) => {
      const result = verifyDice({ serverSeed, clientSeed, nonce }, 100, 5050, 'over');
      expect(result.roll).toBe(roll);
      expect(result.win).toBe(roll > 5050);
      expect(result.payout).toBe(result.win ? 200 : 0);
    });
  });

  it('reproduces the published mine positions', () => {
    const { serverSeed, clientSeed, games } = MINES_VECTORS;
    for (const [nonce, tiles] of games) {
      const { mines } = verifyMines({ serverSeed, clientSeed, nonce }, nonce + 1);
      expect([...mines].sort((a, b) => a - b)).toEqual(tiles);
    }
  });

  it('lands plinko in the bucket its path says and pays that bucket', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'verify-me', nonce: 42 };
    const result = verifyPlinko(seeds, 1_000, 16, 'high');
    expect(result.path).toHaveLength(16);
    expect(result.bucket).toBe(result.path.filter((step) => step === 1).length);
    expect(result.tableE4).toHaveLength(17);
    expect(result.multiplierE4).toBe(result.tableE4[result.bucket]);
    expect(result.payout).toBe(Math.floor((1_000 * result.multiplierE4) / 10_000));
  });
});
