import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import { LEVEL_REWARDS } from '../../../shared/rewards';
import { LevelRewardsPanel, visibleLevelRewards } from './LevelRewardsPanel';
import { RakebackPanel } from './RakebackPanel';

const summary = exampleResponses.getRewards;

describe('<RakebackPanel>', () => {
  it('shows the claimable amount, the rate at the level and a labelled Claim button', () => {
    const html = renderToStaticMarkup(<RakebackPanel summary={summary} />);
    expect(html).toContain('Your rate (level 12)');
    expect(html).toContain('8% of the house edge');
    expect(html).toContain('1.37');
    expect(html).toMatch(/<button[^>]*aria-describedby="rewards-rakeback-hint"[^>]*>/);
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*>Claim rakeback/);
  });

  it('disables Claim under 0.01 gems, and shows only the rule to visitors', () => {
    const empty = { ...summary, rakeback: { ...summary.rakeback, claimable: 0 } };
    expect(renderToStaticMarkup(<RakebackPanel summary={empty} />)).toMatch(
      /<button[^>]*disabled=""[^>]*>Claim rakeback/,
    );
    const visitor = renderToStaticMarkup(<RakebackPanel summary={null} />);
    expect(visitor).toContain('5% of the house edge on every bet you settle');
    expect(visitor).not.toContain('Claim rakeback');
  });
});

describe('level rewards list', () => {
  it('shows what is claimable and the next five levels, or every level', () => {
    const entries = LEVEL_REWARDS.map((reward) => ({
      ...reward,
      items: [...reward.items],
      state:
        reward.level <= 3
          ? ('claimed' as const)
          : reward.level <= 6
            ? ('claimable' as const)
            : ('locked' as const),
    }));
    expect(visibleLevelRewards(entries, 6, false).map((entry) => entry.level)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(visibleLevelRewards(entries, 6, true)).toHaveLength(100);
  });

  it('labels each Claim button with its level', () => {
    const html = renderToStaticMarkup(<LevelRewardsPanel summary={summary} />);
    expect(html).toContain('aria-label="Claim the level 11 reward"');
    expect(html).toContain('aria-label="Claim the level 12 reward"');
    expect(html).toContain('2 to claim');
  });
});
