import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  QUICKNET,
  quicknetFirstRoundFrom,
  quicknetMessage,
  quicknetRandomness,
  quicknetRoundAt,
  quicknetRoundTime,
  verifyQuicknetSignature,
} from './drandVerify';

interface RecordedRound {
  round: number;
  randomness: string;
  signature: string;
}
const recorded = JSON.parse(
  readFileSync(
    new URL('../../../../tests/fixtures/beacon/drand-quicknet.json', import.meta.url),
    'utf8',
  ),
) as { info: Record<string, unknown>; rounds: RecordedRound[] };

/** Flips one bit of the hex text's byte `index`. */
function flipBit(hex: string, index: number): string {
  const bytes = Buffer.from(hex, 'hex');
  bytes[index]! ^= 0x01;
  return bytes.toString('hex');
}

describe('the pinned quicknet chain', () => {
  it('is the chain the relays describe', () => {
    expect(recorded.info).toMatchObject({
      public_key: QUICKNET.publicKey,
      period: QUICKNET.periodSeconds,
      genesis_time: QUICKNET.genesisTime,
      hash: QUICKNET.chainHash,
      schemeID: QUICKNET.scheme,
    });
  });
});

describe('verifyQuicknetSignature on recorded rounds', () => {
  it.each(recorded.rounds)('accepts round $round', ({ round, signature }) => {
    expect(verifyQuicknetSignature(round, signature)).toBe(true);
  });

  it.each(recorded.rounds)('publishes sha256(signature) as round $round randomness', (beacon) => {
    expect(quicknetRandomness(beacon.signature)).toBe(beacon.randomness);
    const independent = createHash('sha256')
      .update(Buffer.from(beacon.signature, 'hex'))
      .digest('hex');
    expect(beacon.randomness).toBe(independent);
  });

  it.each(recorded.rounds)('refuses round $round signature for the next round', (beacon) => {
    expect(verifyQuicknetSignature(beacon.round + 1, beacon.signature)).toBe(false);
  });

  it('refuses another round signature and tampered signatures', () => {
    const [first, second] = recorded.rounds;
    expect(verifyQuicknetSignature(first!.round, second!.signature)).toBe(false);
    for (const index of [0, 20, 47]) {
      expect(verifyQuicknetSignature(first!.round, flipBit(first!.signature, index))).toBe(false);
    }
  });

  it('refuses malformed signatures and rounds without throwing', () => {
    const { round, signature } = recorded.rounds[3]!;
    expect(verifyQuicknetSignature(round, signature.slice(0, 94))).toBe(false);
    expect(verifyQuicknetSignature(round, `${signature}00`)).toBe(false);
    expect(verifyQuicknetSignature(round, 'zz'.repeat(48))).toBe(false);
    expect(verifyQuicknetSignature(round, `c0${'00'.repeat(47)}`)).toBe(false); // infinity
    expect(verifyQuicknetSignature(round, 'ff'.repeat(48))).toBe(false);
    expect(verifyQuicknetSignature(0, signature)).toBe(false);
    expect(verifyQuicknetSignature(-round, signature)).toBe(false);
  });

  it('accepts a signature pasted in capitals', () => {
    const { round, signature } = recorded.rounds[0]!;
    expect(verifyQuicknetSignature(round, signature.toUpperCase())).toBe(true);
  });
});

describe('quicknet message and schedule', () => {
  it('signs sha256 of the round as 8 bytes big-endian', () => {
    const eight = Buffer.alloc(8);
    eight.writeBigUInt64BE(1000n);
    const expected = createHash('sha256').update(eight).digest('hex');
    expect(Buffer.from(quicknetMessage(1000)).toString('hex')).toBe(expected);
  });

  it('produces round 1 at genesis and one round every 3 seconds', () => {
    expect(quicknetRoundTime(1)).toBe(1692803367_000);
    expect(quicknetRoundTime(1000)).toBe((1692803367 + 999 * 3) * 1000);
    expect(quicknetRoundAt(quicknetRoundTime(1000))).toBe(1000);
    expect(quicknetRoundAt(quicknetRoundTime(1000) + 2_999)).toBe(1000);
    expect(quicknetRoundAt(quicknetRoundTime(1000) + 3_000)).toBe(1001);
    expect(quicknetRoundAt(quicknetRoundTime(1) - 1)).toBe(0);
  });
});

describe('the first quicknet round from a time', () => {
  it('is the round due at that time, or the next one after it', () => {
    const due = quicknetRoundTime(1_000);
    expect(quicknetFirstRoundFrom(due)).toBe(1_000);
    expect(quicknetFirstRoundFrom(due + 1)).toBe(1_001);
    expect(quicknetFirstRoundFrom(due - 1)).toBe(1_000);
    expect(quicknetFirstRoundFrom(0)).toBe(1);
  });
});
