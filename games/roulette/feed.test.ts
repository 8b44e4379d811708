import { describe, expect, it } from 'vitest';
import { rouletteBatchFields } from './feed';

describe("roulette's feed", () => {
  it('takes the jackpot pool a batch of bets carries', () => {
    const jackpot = { amount: 501, greenStreak: 2 };
    expect(rouletteBatchFields({ roundId: 4, bets: [], jackpot })).toEqual({ jackpot });
  });

  it('takes nothing from a batch without a well-formed pool', () => {
    expect(rouletteBatchFields({ roundId: 4, bets: [] })).toBeUndefined();
    expect(rouletteBatchFields({ jackpot: { amount: '501', greenStreak: 2 } })).toBeUndefined();
    expect(rouletteBatchFields({ jackpot: null })).toBeUndefined();
  });
});
