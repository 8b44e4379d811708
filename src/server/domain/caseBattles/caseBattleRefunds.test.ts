import { describe, expect, it } from 'vitest';
import type { Beacon } from '../beacon/beacon';
import type { DomainEventBus } from '../events';
import type { OpenBetRefund } from '../settlement';
import type { Settlement } from '../settlement/settlement';
import { DEFAULT_REFUND_AFTER_MS, StalledRefunds } from '../rooms';
import { stalledBattles } from './caseBattleRefunds';
import { battleRow, bot, scriptedDatabase, seatRow } from './caseBattleRows.testkit';

// A battle whose beacon value is still missing 30 minutes after its round was due is refunded,
// every seat exactly once (docs/games/fairness.md, "Beacon draws"): each player seat gets
// its price back, the house's bots nothing; a value that exists after all decides instead.

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DUE = '2026-03-01T11:00:00.000Z';

function refundsOf(
  opts: {
    state?: 'WAITING_FOR_BLOCK' | 'GAME_COMPLETED';
    value?: string;
    expectedAt?: string;
  } = {},
) {
  const row = battleRow({
    id: 'b1',
    state: opts.state ?? 'WAITING_FOR_BLOCK',
    player_amount: 3,
    price: '1234',
    beacon_round: '900',
    beacon_expected_at: opts.expectedAt ?? DUE,
  });
  const seats = [seatRow(0), bot(1), seatRow(2)];
  const { db, ran } = scriptedDatabase((name) => {
    if (name === 'case_battle_stalled') return [{ id: 'b1', beacon_round: '900' }];
    if (name === 'case_battle_lock' || name === 'case_battle_select') return [row];
    if (name === 'case_battle_seats_of') return seats;
    if (name === 'case_battle_refund') return [{ id: 'b1' }];
  });
  const closed: Array<OpenBetRefund & { game: string }> = [];
  const settlement = {
    refundOpenBets: async (_tx: unknown, game: string, refunds: OpenBetRefund[]) =>
      void closed.push(...refunds.map((refund) => ({ ...refund, game }))),
  } as unknown as Settlement;
  const beacon = {
    read: async (round: number) =>
      opts.value
        ? { status: 'ready', round, value: opts.value, evidence: null }
        : { status: 'pending', retryAfterMs: 1000 },
  } as unknown as Beacon;
  const events = { emit: () => undefined } as unknown as DomainEventBus;
  const generated: string[] = [];
  const refunds = new StalledRefunds(
    stalledBattles(events),
    { db, settlement, beacon },
    async (id, r) => void generated.push(`${id} ${r.round}`),
  );
  return { refunds, ran, closed, generated };
}

describe('a stalled case battle', () => {
  it('pays each player seat exactly its price back, once, and nothing for a bot', async () => {
    const { refunds, closed, ran } = refundsOf();
    expect(await refunds.refundStalled(NOW)).toEqual(['b1']);
    expect(
      closed.map(({ game, betId, userId, amount, payout }) => ({
        game,
        betId,
        userId,
        amount,
        payout,
      })),
    ).toEqual([
      { game: 'case-battle', betId: 'bet-0', userId: 'user-0', amount: 1234, payout: 1234 },
      { game: 'case-battle', betId: 'bet-2', userId: 'user-2', amount: 1234, payout: 1234 },
    ]);
    expect(closed[1]!.outcome).toEqual({
      battleId: 'b1',
      seat: 2,
      refunded: true,
      beaconRound: 900,
    });
    expect(ran.filter((r) => r.name === 'case_battle_refund')).toHaveLength(1);
  });

  it('looks for battles due before the bound, 30 minutes by default', async () => {
    const { refunds, ran } = refundsOf();
    await refunds.refundStalled(NOW);
    expect(DEFAULT_REFUND_AFTER_MS).toBe(30 * 60_000);
    const [stalled] = ran.filter((r) => r.name === 'case_battle_stalled');
    expect(stalled!.values).toEqual([new Date(NOW - 30 * 60_000)]);
  });

  it('generates from a value that exists after all, refunding nothing', async () => {
    const { refunds, closed, generated } = refundsOf({ value: 'cd'.repeat(32) });
    expect(await refunds.refundStalled(NOW)).toEqual([]);
    expect(generated).toEqual(['b1 900']);
    expect(closed).toEqual([]);
  });

  it('leaves a battle that moved on, or whose round is not yet past the bound', async () => {
    const over = refundsOf({ state: 'GAME_COMPLETED' });
    expect(await over.refunds.refundStalled(NOW)).toEqual([]);
    expect(over.closed).toEqual([]);
    // Due 30 minutes before now exactly: not yet overdue by the bound.
    const onTime = refundsOf({ expectedAt: new Date(NOW - 30 * 60_000).toISOString() });
    expect(await onTime.refunds.refundStalled(NOW)).toEqual([]);
    expect(onTime.closed).toEqual([]);
  });
});
