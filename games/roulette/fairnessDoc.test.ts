import { describe, expect, it } from 'vitest';
import {
  JACKPOT_CLAIM_MULTIPLIERS,
  JACKPOT_FEED_PER_MILLE,
  jackpotClaim,
  jackpotFeed,
  shareJackpot,
} from './core';
import { formatGems } from '../../src/shared/money';
import { fairnessDoc } from './fairnessDoc';

// The roulette fairness page explains the jackpot well enough to check a payout: its rule
// and worked example must be the core's.

const section = fairnessDoc.sections.find((s) => s.heading === 'The Triple Green jackpot');
const text = [...(section?.paragraphs ?? []), section?.code ?? ''].join('\n');

describe('the jackpot on the roulette fairness page', () => {
  it('prints the feed and the claims the core uses', () => {
    expect(text).toContain(
      `feed  = round(all stakes × ${JACKPOT_FEED_PER_MILLE} / 1000): up when g < its fraction`,
    );
    // 10.10 feeds 0.0505 gems: 0.06 when g < 0.05, else 0.05
    expect(jackpotFeed(1_010, 0.03125)).toBe(6); // g = 2^-5
    expect(jackpotFeed(1_010, 0.0625)).toBe(5); // g = 2^-4
    const [first, second, third] = JACKPOT_CLAIM_MULTIPLIERS;
    expect(text).toContain(
      `claim = stake × ${first} (streak 0), × ${second} (streak 1), × ${third} (streak 2)`,
    );
  });

  it('works its example as the core shares the pool', () => {
    const claims = [jackpotClaim(100, 0), jackpotClaim(1_000, 2)];
    expect(claims).toEqual([22_500, 1_000]);
    const [early, late] = shareJackpot(5_000, claims);
    expect(text).toContain(`floor(5000 × 22500 / 23500) = ${formatGems(early!)}`);
    expect(text).toContain(`the larger remainder): ${formatGems(late!)}`);
    const covered = shareJackpot(50_000, claims);
    expect(covered).toEqual(claims);
    expect(text).toContain(`${formatGems(50_000 - 23_500)} stays`);
  });
});
