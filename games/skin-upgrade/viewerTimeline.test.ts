import { describe, expect, it } from 'vitest';
import { quoteUpgrade, rollUpgrade, upgradeWins } from './core';
import { upgraderTimeline } from './viewerTimeline';

describe('upgraderTimeline', () => {
  it('spins rolls the core draws at the chance it quotes for the stake and price', () => {
    const quote = quoteUpgrade(1_000, 4_000);
    if (!quote.ok) throw new Error(quote.message);
    const rounds = upgraderTimeline({
      values: { stake: '10.00', price: '40.00', direction: 'over' },
      seed: 's',
      count: 8,
      prefix: 'p-',
    });
    rounds.forEach((round, nonce) => {
      const roll = rollUpgrade({ serverSeed: 's', clientSeed: 'viewer', nonce });
      expect(round.steps.map((s) => s.command)).toEqual([
        { type: 'skin-upgrade:preview', payload: { chance: quote.chance, direction: 'over' } },
        {
          type: 'skin-upgrade:spin',
          payload: {
            id: `p-spin-${nonce}`,
            roll,
            chance: quote.chance,
            direction: 'over',
            win: upgradeWins(roll, quote.chance, 'over'),
          },
        },
      ]);
    });
  });

  it('refuses a price the core does not quote', () => {
    expect(() =>
      upgraderTimeline({
        values: { stake: '10.00', price: '5.00' },
        seed: 's',
        count: 1,
        prefix: '',
      }),
    ).toThrow();
  });
});
