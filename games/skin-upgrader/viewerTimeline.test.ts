import { describe, expect, it } from 'vitest';
import { quoteUpgrade, rollUpgrade, upgradeWins } from './core';
import { skinUpgraderTimeline } from './viewerTimeline';

describe('skinUpgraderTimeline', () => {
  it('spins rolls the core draws at the chance it quotes for the stake and price', () => {
    const quote = quoteUpgrade(1_000, 4_000);
    if (!quote.ok) throw new Error(quote.message);
    const rounds = skinUpgraderTimeline({
      values: { stake: '10.00', price: '40.00', direction: 'over' },
      seed: 's',
      count: 8,
      prefix: 'p-',
    });
    rounds.forEach((round, nonce) => {
      const roll = rollUpgrade({ serverSeed: 's', clientSeed: 'viewer', nonce });
      expect(round.steps.map((s) => s.command)).toEqual([
        { type: 'skin-upgrader:preview', payload: { chance: quote.chance, direction: 'over' } },
        {
          type: 'skin-upgrader:spin',
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
      skinUpgraderTimeline({
        values: { stake: '10.00', price: '5.00' },
        seed: 's',
        count: 1,
        prefix: '',
      }),
    ).toThrow();
  });
});
