import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/transaction';
import { Settlement } from './settlement';
import type { PotSeat } from './settlementTypes';

// A pot of a game between players is settled in one order: every player's account locked,
// the stakes' requirement carried to the payouts, then each player's open bet paid and
// closed. The house's seats stake nothing and are paid nothing: they are only in the carry.

function settlementRecording() {
  const calls: unknown[][] = [];
  const settlement = {
    lockPlayers: async (_tx: Tx, userIds: string[]) => void calls.push(['lock', userIds]),
    closeOpenBet: async (_tx: Tx, close: Record<string, unknown>) =>
      void calls.push(['close', close.betId, close.amount, close.payout, close.multiplierE4]),
    wallet: {
      carrySharedPot: async (_tx: Tx, pot: { seats: unknown[] }) =>
        void calls.push(['carry', pot.seats]),
    },
    settlePot: Settlement.prototype.settlePot,
  };
  return { settlement: settlement as unknown as Settlement, calls };
}

const player = (n: number, stake: number, payout: number): PotSeat => ({
  bet: { id: `bet-${n}`, userId: `user-${n}`, username: `p${n}` },
  stake,
  payout,
  outcome: { seat: n },
});

describe('Settlement.settlePot', () => {
  it('locks, carries, then closes each player seat, the house seat carried only', async () => {
    const { settlement, calls } = settlementRecording();
    await settlement.settlePot({} as Tx, {
      game: 'case-battle',
      reference: 'b1',
      revealMs: 0,
      seats: [player(0, 3000, 1001), { bet: null, stake: 3000, payout: 4000 }, player(2, 3000, 0)],
    });
    expect(calls).toEqual([
      ['lock', ['user-0', 'user-2']],
      [
        'carry',
        [
          { userId: 'user-0', stake: 3000, payout: 1001 },
          { userId: null, stake: 0, payout: 4000 },
          { userId: 'user-2', stake: 3000, payout: 0 },
        ],
      ],
      // 1001 / 3000 of a stake, rounded down in ten-thousandths
      ['close', 'bet-0', 3000, 1001, 3336],
      ['close', 'bet-2', 3000, 0, 0],
    ]);
  });
});
