import { describe, expect, it } from 'vitest';
import type { ManifestRoundBetRecord } from '../../../shared/contract/betHistory';
import { exampleHistoryBets } from '../../../shared/contract/exampleHistory';
import {
  isManifestRoundBet,
  roundBetFairnessText,
  roundBetSummary,
  roundBetVerifyHref,
} from './round-bet-display';

// A round game played from its manifest alone that the site's registry does not hold, as a
// plug-in brings it.
const lowOrHigh = {
  lobby: { key: 'low-or-high' },
  roundBetSummary: ({ choice, outcome }: ManifestRoundBetRecord['outcome']) =>
    `${(choice as { side: string }).side} · slot ${(outcome as { slot: number }).slot}`,
};

const bet = (fields: Partial<ManifestRoundBetRecord> = {}): ManifestRoundBetRecord =>
  ({
    id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
    game: 'low-or-high',
    amount: 100,
    payout: 200,
    multiplier: 2,
    createdAt: '2026-03-04T05:06:07.089Z',
    fairness: { roundId: 41, roundNumber: 7, roundHash: 'a'.repeat(64) },
    outcome: { choice: { side: 'high' }, outcome: { slot: 20 } },
    ...fields,
  }) as ManifestRoundBetRecord;

describe('a manifest round game bet in the history', () => {
  it('is told apart from every record of the site', () => {
    expect(isManifestRoundBet(bet())).toBe(true);
    for (const other of exampleHistoryBets) expect(isManifestRoundBet(other)).toBe(false);
  });

  it("reads in the game's own words, or won and lost without them", () => {
    expect(roundBetSummary(bet(), lowOrHigh)).toBe('high · slot 20');
    expect(roundBetSummary(bet(), { lobby: lowOrHigh.lobby })).toBe('Won');
    expect(roundBetSummary(bet({ payout: 0 }), undefined)).toBe('Lost');
  });

  it("links to its game's round check with the round's hash, and names the round", () => {
    expect(roundBetVerifyHref(bet(), lowOrHigh)).toBe(
      `/fairness/low-or-high?game=low-or-high&hash=${'a'.repeat(64)}`,
    );
    expect(roundBetVerifyHref(bet(), undefined)).toBeNull();
    expect(roundBetFairnessText(bet())).toBe('Round 7');
  });
});
