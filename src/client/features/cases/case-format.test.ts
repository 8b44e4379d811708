import { describe, expect, it } from 'vitest';
import { exampleCaseDetail, exampleResponses } from '../../../shared/contract/examples';
import {
  formatChance,
  itemsValue,
  openedSentence,
  openingSettlement,
  rarestFirst,
} from './case-format';

describe('case formatting', () => {
  it('shows a chance as tickets / 1000 with three decimals', () => {
    expect(formatChance(260)).toBe('0.260%');
    expect(formatChance(79_920)).toBe('79.920%');
    expect(formatChance(1)).toBe('0.001%');
    expect(formatChance(100_000)).toBe('100.000%');
    expect(formatChance(11_417)).toBe('11.417%');
  });

  it('lists the rarest first, the dearest first within a rarity', () => {
    const items = [
      { name: 'b', rarity: 'mil-spec', price: 5 },
      { name: 'k', rarity: 'rare-special', price: 50_000 },
      { name: 'a', rarity: 'mil-spec', price: 9 },
      { name: 'c', rarity: 'covert', price: 2_000 },
    ] as const;
    expect(rarestFirst(items).map((i) => i.name)).toEqual(['k', 'c', 'a', 'b']);
  });

  it('says what was opened and won, for the live region', () => {
    const ak = { name: 'AK-47 | X', price: 1234 };
    expect(openedSentence('Recoil Case', [ak])).toBe(
      'You opened Recoil Case and won AK-47 | X worth 12.34 gems',
    );
    expect(openedSentence('Recoil Case', [ak, { name: 'P250 | Y', price: 100 }])).toBe(
      'You opened 2 × Recoil Case and won AK-47 | X worth 12.34 gems and P250 | Y worth 1.00 gem',
    );
    expect(openedSentence('C', [ak, ak, ak])).toBe(
      'You opened 3 × C and won AK-47 | X worth 12.34 gems, AK-47 | X worth 12.34 gems and AK-47 | X worth 12.34 gems',
    );
  });

  it('holds every item of an opening until the reels stop', () => {
    const answer = exampleResponses.openCase;
    const settlement = openingSettlement(answer);
    expect(settlement.balance).toBe(answer.balance);
    expect(settlement.payout).toBe(itemsValue(answer.openings.map((o) => o.item)));
    expect(settlement.revealId).toBe(answer.openings[0]!.id);
    expect(settlement.ledgerPosition).toBe(answer.ledgerPosition);
    expect(itemsValue(exampleCaseDetail.items)).toBe(
      exampleCaseDetail.items.reduce((sum, item) => sum + item.price, 0),
    );
  });
});
