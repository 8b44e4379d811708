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
  it('pays green 14x and each claim in full when the pool covers them, the rest stays', () => {
    const round = settleRouletteRound(0, 2, 10_001, bets);
    expect(round.outcome).toBe('TRIPLE_GREEN');
    expect(round.bets).toEqual([
      { payout: 1_400, jackpot: 100 },
      { payout: 0, jackpot: 0 },
      { payout: 4_200, jackpot: 300 },
      { payout: 0, jackpot: 0 },
    ]);
    expect(round.jackpotPaid).toBe(400);
    expect(round.poolAfter).toBe(9_601);
    expect(round.next).toBe(0);
  });

  it('shares a pool short of the claims in proportion to them', () => {
    const round = settleRouletteRound(0, 2, 201, bets);
    expect(round.bets.map((b) => b.jackpot)).toEqual([50, 0, 151, 0]);
    expect(round).toMatchObject({ jackpotPaid: 201, poolAfter: 0 });
  });

  it("shares with the streak's earlier green bets: 225x and 15x their stakes", () => {
    const earlier = [
      { streak: 0, amount: 10 },
      { streak: 1, amount: 20 },
    ] as const;
    // claims 2,250 and 300, then 100 and 300: 2,950 in all, covered by 5,000
    const covered = settleRouletteRound(0, 2, 5_000, bets, earlier);
    expect(covered.streakJackpots).toEqual([2_250, 300]);
    expect(covered.bets.map((b) => b.jackpot)).toEqual([100, 0, 300, 0]);
    expect(covered).toMatchObject({ jackpotPaid: 2_950, poolAfter: 2_050 });
    // 590 is a fifth of 2,950: every claim gets a fifth
    const short = settleRouletteRound(0, 2, 590, bets, earlier);
    expect(short.streakJackpots).toEqual([450, 60]);
    expect(short.bets.map((b) => b.jackpot)).toEqual([20, 0, 60, 0]);
    // no triple: nothing for anyone
    const red = settleRouletteRound(1, 2, 590, bets, earlier);
    expect(red.streakJackpots).toEqual([0, 0]);
    expect(red.jackpotPaid).toBe(0);
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
