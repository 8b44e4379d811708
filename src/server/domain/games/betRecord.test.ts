import { describe, expect, it } from 'vitest';
import { betRecordSchema } from '../../../shared/contract/instantGames';
import { toBetRecord } from './betRecord';

describe('bet records', () => {
  it('show the multiplier in units and the fairness data of the bet', () => {
    const record = toBetRecord({
      id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
      game: 'dice' as const,
      amount: 500,
      payout: 990,
      multiplierE4: 19_800,
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'mine',
      nonce: 7,
      outcome: { roll: 6000, target: 5000, direction: 'over', chance: 5000, win: true },
      createdAt: new Date('2026-03-04T05:06:07.089Z'),
    });
    expect(record).toEqual({
      id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
      game: 'dice',
      amount: 500,
      payout: 990,
      multiplier: 1.98,
      fairness: { serverSeedHash: 'b'.repeat(64), clientSeed: 'mine', nonce: 7 },
      createdAt: '2026-03-04T05:06:07.089Z',
      outcome: { roll: 6000, target: 5000, direction: 'over', chance: 5000, win: true },
    });
    expect(() => betRecordSchema.parse(record)).not.toThrow();
  });
});
