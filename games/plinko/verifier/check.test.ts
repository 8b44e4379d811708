import { describe, expect, it } from 'vitest';
import { typedSeeds } from '../../../src/client/features/fairness/verifier-test-fixtures';
import { verifierDefaults } from '../../../src/client/features/fairness/verifier-schema';
import { plinkoVerifierFields, plinkoVerifierSchema, verifyPlinko } from './check';

const seeds = typedSeeds;
describe('the plinko verifier', () => {
  it('turns the texts into the core’s numbers, refusing rows the contract refuses', () => {
    expect(plinkoVerifierSchema.parse({ ...seeds, rows: '12', risk: 'high' })).toMatchObject({
      rows: 12,
      risk: 'high',
    });
    const bad = plinkoVerifierSchema.safeParse({ ...seeds, rows: '7', risk: 'low' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rows', 'Rows must be from 8 to 16'],
    ]);
  });

  it('fills its own fields from a link, and no other game’s', () => {
    const query = new URLSearchParams('rows=12&target=5050');
    const values = verifierDefaults(query, plinkoVerifierFields);
    expect(values).toMatchObject({ rows: '12', risk: 'medium' });
    expect(values).not.toHaveProperty('target');
  });

  it('lands in the bucket its path says and pays that bucket', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'verify-me', nonce: 42 };
    const result = verifyPlinko(seeds, 1_000, 16, 'high');
    expect(result.path).toHaveLength(16);
    expect(result.bucket).toBe(result.path.filter((step) => step === 1).length);
    expect(result.tableE4).toHaveLength(17);
    expect(result.multiplierE4).toBe(result.tableE4[result.bucket]);
    expect(result.payout).toBe(Math.floor((1_000 * result.multiplierE4) / 10_000));
  });
});
