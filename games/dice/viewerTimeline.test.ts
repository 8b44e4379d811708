import { describe, expect, it } from 'vitest';
import { diceWins, playDice } from './core';
import { diceTimeline } from './viewerTimeline';

describe('diceTimeline', () => {
  it('rolls what the dice core draws from the seed, nonce by nonce, at the chosen target', () => {
    const rounds = diceTimeline({
      values: { target: '25.00', direction: 'under' },
      seed: 's',
      count: 10,
      prefix: 'p-',
    });
    rounds.forEach((round, nonce) => {
      const roll = playDice(
        { serverSeed: 's', clientSeed: 'viewer', nonce },
        100,
        2500,
        'under',
      ).roll;
      expect(round.steps.map((s) => s.command)).toEqual([
        { type: 'dice:preview', payload: { target: 2500, direction: 'under' } },
        {
          type: 'dice:roll',
          payload: {
            id: `p-roll-${nonce}`,
            roll,
            target: 2500,
            direction: 'under',
            win: diceWins(roll, 2500, 'under'),
          },
        },
      ]);
      expect(round.label).toMatch(/^roll \d+\.\d\d under 25\.00: (win|loss)$/);
    });
  });

  it('refuses a target the core refuses', () => {
    expect(() =>
      diceTimeline({ values: { target: '100' }, seed: 's', count: 1, prefix: '' }),
    ).toThrow('Target must be between 0.01 and 99.99');
  });
});
