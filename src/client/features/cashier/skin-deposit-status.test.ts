import { describe, expect, it } from 'vitest';
import { chosenGems, isWaiting, skinDepositWords } from './skin-deposit-status';

const deposit = { amount: 0, bonus: 0, held: 0, reason: null, gems: 1_907 };

describe('skin deposit status', () => {
  it('waits while the offer is on Steam', () => {
    expect(isWaiting({ status: 'SENT' })).toBe(true);
    expect(isWaiting({ status: 'COMPLETED' })).toBe(false);
  });

  it('tells each state', () => {
    expect(skinDepositWords({ ...deposit, status: 'SENT' })).toMatch(/accept it to receive 19\.07/);
    expect(skinDepositWords({ ...deposit, status: 'COMPLETED', amount: 1_907 })).toMatch(
      /^Credited 19\.07/,
    );
    expect(
      skinDepositWords({ ...deposit, status: 'DECLINED', reason: 'The trade offer was declined' }),
    ).toBe('The trade offer was declined: nothing was deposited.');
  });

  it('adds the chosen skins only', () => {
    const items = [
      { assetId: '1', gems: 100 },
      { assetId: '2', gems: 250 },
    ];
    expect(chosenGems(items, new Set(['2']))).toBe(250);
    expect(chosenGems(items, new Set())).toBe(0);
  });
});
