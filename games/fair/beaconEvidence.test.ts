import { describe, expect, it } from 'vitest';
import drand from '../../tests/fixtures/beacon/drand-quicknet.json';
import eosBlocks from '../../tests/fixtures/beacon/eos-get-block.json';
import { checkBeaconEvidence } from './beaconEvidence';
import { QUICKNET } from './drandQuicknet';
import { sha256Hex } from './hash';

// The browser's check of a published beacon value, on real recorded answers.

const chainHash = QUICKNET.chainHash;

describe('checking a beacon value against its evidence', () => {
  it("verifies real drand rounds from the network's signature alone", () => {
    // Two rounds: each pairing check takes a while on a slow machine.
    for (const { round, randomness, signature } of drand.rounds.slice(0, 2)) {
      expect(
        checkBeaconEvidence(round, randomness, { kind: 'drand-quicknet', chainHash, signature }),
      ).toMatchObject({ status: 'verified' });
    }
  });

  it('refuses a drand signature moved to another round, or another value', () => {
    const [one, two] = drand.rounds;
    const evidence = { kind: 'drand-quicknet' as const, chainHash, signature: one!.signature };
    expect(checkBeaconEvidence(two!.round, one!.randomness, evidence).status).toBe('failed');
    expect(checkBeaconEvidence(one!.round, two!.randomness, evidence).status).toBe('failed');
    expect(
      checkBeaconEvidence(one!.round, one!.randomness, { ...evidence, chainHash: 'a'.repeat(64) })
        .status,
    ).toBe('failed');
  });

  it('verifies an EOS value as sha256 of the block id that carries the block number', () => {
    const block = eosBlocks.answers['mainnet-block-1'];
    const id = block.id;
    const round = block.block_num;
    const evidence = { kind: 'eos' as const, blockId: id, lastIrreversibleBlockNum: round };
    expect(checkBeaconEvidence(round, sha256Hex(id), evidence).status).toBe('verified');
    expect(checkBeaconEvidence(round + 1, sha256Hex(id), evidence).status).toBe('failed');
    expect(checkBeaconEvidence(round, 'a'.repeat(64), evidence).status).toBe('failed');
    expect(
      checkBeaconEvidence(round, sha256Hex(id), {
        ...evidence,
        lastIrreversibleBlockNum: round - 1,
      }).status,
    ).toBe('failed');
  });

  it('says a local value proves nothing', () => {
    expect(checkBeaconEvidence(1, 'a'.repeat(64), { kind: 'local' }).status).toBe('unverifiable');
  });
});
