import { describe, expect, it } from 'vitest';
import { exampleCaseDetail, exampleResponses } from '../../../shared/contract/examples';
import {
  formatChance,
  itemsValue,
  openedResult,
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

  it('says what was paid, what came out and the net of one case', () => {
    const ak = { name: 'AK-47 | X', price: 1234 };
    expect(openedResult('Recoil Case', 250, [ak])).toEqual({
      text: 'You opened Recoil Case for 2.50 gems and got AK-47 | X worth 12.34 gems · 4.93x · +9.84 gems',
      tone: 'win',
    });
    expect(openedResult('Recoil Case', 1234, [ak])).toEqual({
      text: 'You opened Recoil Case for 12.34 gems and got AK-47 | X worth 12.34 gems · 1.00x · 0.00 gems',
      tone: 'neutral',
    });
  });

  it('words a losing multi-case opening as a loss, never as "won"', () => {
    const cheap = { name: 'P250 | Y', price: 80 };
    const result = openedResult('C', 250, [cheap, cheap, cheap]);
    expect(result).toEqual({
      text: 'You opened 3 × C for 7.50 gems and got P250 | Y worth 0.80 gems, P250 | Y worth 0.80 gems and P250 | Y worth 0.80 gems · 0.32x · \u22125.10 gems',
      tone: 'loss',
    });
    expect(result.text).not.toMatch(/\bwon\b/);
  });

  it('words a winning multi-case opening with its net gain', () => {
    const ak = { name: 'AK-47 | X', price: 1234 };
    expect(openedResult('Recoil Case', 500, [ak, { name: 'P250 | Y', price: 100 }])).toEqual({
      text: 'You opened 2 × Recoil Case for 10.00 gems and got AK-47 | X worth 12.34 gems and P250 | Y worth 1.00 gem · 1.33x · +3.34 gems',
      tone: 'win',
    });
  });

  it('says what the openings paid, a hundredth of the price given back included', () => {
    const ak = { name: 'AK-47 | X', price: 1_234 };
    expect(openedResult('Recoil Case', 1_234, [ak], 1_235).text).toContain('· +0.01 gems');
  });

  it('holds what every opening paid until the reels stop', () => {
    const answer = exampleResponses.openCase;
    const settlement = openingSettlement(answer);
    expect(settlement.balance).toBe(answer.balance);
    expect(settlement.payout).toBe(answer.openings.reduce((sum, o) => sum + o.payout, 0));
    const paidMore = {
      ...answer,
      openings: answer.openings.map((o) => ({ ...o, payout: o.item.price + 1 })),
    };
    expect(openingSettlement(paidMore).payout).toBe(
      itemsValue(answer.openings.map((o) => o.item)) + answer.openings.length,
    );
    expect(settlement.revealId).toBe(answer.openings[0]!.id);
    expect(settlement.ledgerPosition).toBe(answer.ledgerPosition);
    expect(itemsValue(exampleCaseDetail.items)).toBe(
      exampleCaseDetail.items.reduce((sum, item) => sum + item.price, 0),
    );
  });
});
