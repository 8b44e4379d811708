import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wheelTier } from '../../../../games/reward-wheel/core';
import { formatAmount } from '../../ui/amount';
import { RewardWheel } from './RewardWheel';

describe('RewardWheel', () => {
  it('shows a visitor the tier 0 wheel, a way to log in, and no result', () => {
    const html = renderToStaticMarkup(<RewardWheel />).replaceAll('<!-- -->', '');
    const labels = [...html.matchAll(/<text class="wheel__label"[^>]*>([^<]+)<\/text>/g)].map(
      (match) => match[1],
    );
    expect(labels).toEqual(wheelTier(0).segments.map((s) => formatAmount(s.prize)));
    expect(html).toContain('Log in to spin');
    expect(html).toMatch(/data-testid="wheel-result"[^>]*><\/p>/);
    expect(html).not.toContain('You won');
  });

  it('says a spin needs today’s play', () => {
    const html = renderToStaticMarkup(<RewardWheel />);
    expect(html).toContain(
      'your last 24 h of bets must cover the prize&#x27;s worth in house edge',
    );
  });
});
