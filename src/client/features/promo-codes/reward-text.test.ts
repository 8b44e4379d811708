import { describe, expect, it } from 'vitest';
import { rewardText } from './reward-text';

describe('rewardText', () => {
  it('names gems and items in words', () => {
    expect(rewardText({ amount: 250, items: [] })).toBe('2.50 gems');
    expect(rewardText({ amount: 100, items: [{ item: 'free-case', count: 1 }] })).toBe(
      '1.00 gem and 1 × Free case',
    );
    expect(
      rewardText({
        amount: 0,
        items: [
          { item: 'free-case', count: 2 },
          { item: 'rakeback-token', count: 1 },
        ],
      }),
    ).toBe('2 × Free case and 1 × Rakeback token');
  });
});
