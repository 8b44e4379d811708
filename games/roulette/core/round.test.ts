import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { ROULETTE_BET_KINDS } from './bets';
import { jackpotFeed } from './jackpot';
import { settleRouletteRound, type RouletteRoundBet } from './round';

const bets: RouletteRoundBet[] = [
  { kind: 'GREEN', amount: 100 },
  { kind: 'RED', amount: 500 },
  { kind: 'GREEN', amount: 300 },
  { kind: 'BAIT', amount: 200 },
];

describe('settling a roulette round', () => {
  it('pays green 14x and shares the pool by green stake on a triple green', () => {
    const round = settleRouletteRound(0, 2, 10_001, bets);
    expect(round.outcome).toBe('TRIPLE_GREEN');
    expect(round.bets).toEqual([
      { payout: 1_400, jackpot: 2_500 },
      { payout: 0, jackpot: 0 },
      { payout: 4_200, jackpot: 7_501 },
      { payout: 0, jackpot: 0 },
    ]);
    expect(round.jackpotPaid).toBe(10_001);
    expect(round.poolAfter).toBe(0);
    expect(round.next).toBe(0);
  });

  it('keeps the pool on a plain green and on other slots', () => {
    const green = settleRouletteRound(0, 1, 10_000, bets);
    expect(green).toMatchObject({ outcome: 'GREEN', doubleGreen: true, poolAfter: 10_000 });
    expect(green.bets.map((b) => b.jackpot)).toEqual([0, 0, 0, 0]);
    const bait = settleRouletteRound(4, 2, 10_000, bets);
    expect(bait).toMatchObject({ outcome: 'RED_BAIT', next: 0, poolAfter: 10_000 });
    expect(bait.bets.map((b) => b.payout)).toEqual([0, 1_000, 0, 1_400]);
  });

  it('carries the pool over when a triple green meets no green bet', () => {
    const round = settleRouletteRound(0, 2, 7_777, [{ kind: 'RED', amount: 100 }]);
    expect(round).toMatchObject({ tripleGreen: true, jackpotPaid: 0, poolAfter: 7_777, next: 0 });
  });

  it('never creates or loses a hundredth over many seeded rounds', () => {
    const rng = seedrandom('rounds');
    let pool = 0;
    let streak = 0;
    let fed = 0;
    let paid = 0;
    for (let n = 0; n < 3_000; n++) {
      const roundBets = Array.from({ length: Math.floor(rng() * 8) }, () => ({
        kind: ROULETTE_BET_KINDS[Math.floor(rng() * 4)]!,
        amount: 10 + Math.floor(rng() * 100_000),
      }));
      for (const bet of roundBets) {
        const feed = jackpotFeed(bet.amount, Math.floor(rng() * 2 ** 32) / 2 ** 32);
        pool += feed;
        fed += feed;
      }
      // greens often enough to reach triples
      const slot = rng() < 0.4 ? 0 : Math.floor(rng() * 15);
      const round = settleRouletteRound(slot, streak, pool, roundBets);
      const shares = round.bets.reduce((sum, b) => sum + b.jackpot, 0);
      expect(shares).toBe(round.jackpotPaid);
      paid += round.jackpotPaid;
      pool = round.poolAfter;
      streak = round.next;
      expect(pool).toBeGreaterThanOrEqual(0);
    }
    expect(paid).toBeGreaterThan(0);
    expect(fed - paid).toBe(pool);
  });
});
