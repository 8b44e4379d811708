import { describe, expect, it } from 'vitest';
import { liabilitiesExampleResponses } from '../../../shared/contract/exampleLiabilities';
import { checkMyProof } from './check-proof';

// The contract's example is a real three-player tree; its proof's user hash is SHA-256 of this id.
const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const proof = liabilitiesExampleResponses.myLiabilityProof;
const published = liabilitiesExampleResponses.listLiabilityRoots;

describe('checking my proof in the browser', () => {
  it('verifies the example proof against the published root', () => {
    expect(checkMyProof(proof, published, USER)).toMatchObject({
      ok: true,
      amount: 125_050,
      total: 129_149,
      players: 3,
    });
  });

  it('refuses a changed amount, another player’s leaf, and an unpublished or older root', () => {
    const changed = { ...proof, leaf: { ...proof.leaf, amount: proof.leaf.amount - 1 } };
    expect(checkMyProof(changed, published, USER).ok).toBe(false);
    expect(checkMyProof(proof, published, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not yours/),
    });
    expect(checkMyProof(proof, [], USER).ok).toBe(false);
    const newer = { ...published[0]!, root: 'f'.repeat(64) };
    expect(checkMyProof(proof, [newer, ...published], USER)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/older tree/),
    });
  });
});
