import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../shared/contract';
import type { Challenges } from '../challenges/challenges';
import type { DomainEventBus } from '../events';
import type { LiveDrops } from '../liveDrops/liveDrops';
import type { ReadyReading } from '../rooms/beaconFollower';
import { Settlement } from '../settlement/settlement';
import { CaseBattlePlay } from './caseBattlePlay';
import type { BattleRow } from './caseBattleRecords';
import { battleRow, bot, scriptedDatabase, seatRow } from './caseBattleRows.testkit';

// The settlement pays each seat its share of the pot as the result says, in one transaction:
// players through their open bet, the house keeping a bot's. A battle is won against someone:
// only VERSUS and TEAMS winners advance the win-battle challenge.

const coin: CaseItem = { name: 'Coin', price: 1000, tickets: 100_000, image: null };
const pull = { ticket: 1, item: coin, value: 1000 };
const SETTLED_AT = '2026-03-01T12:00:00.000Z';

function playOf(overrides: Partial<BattleRow>) {
  const row = battleRow({
    id: 'b1',
    state: 'GENERATING_OUTCOME',
    player_amount: 4,
    price: '1000',
    beacon_round: '900',
    beacon_value: 'ab'.repeat(32),
    rounds: [{ round: 1, respin: false, pulls: [pull, pull, pull, pull] }],
    round_count: 1,
    announced_rounds: 1,
    last_roll: '2026-03-01T11:59:50.000Z',
    spin_ms: 5000,
    now: SETTLED_AT,
    ...overrides,
  });
  const seats = [seatRow(0), seatRow(1), bot(2), seatRow(3)];
  const { db, ran } = scriptedDatabase((name) => {
    if (name === 'case_battle_lock' || name === 'case_battle_select') return [row];
    if (name === 'case_battle_seats_of') return seats;
    if (name === 'case_battle_item_rarities') return [];
  });
  const closed: Array<Record<string, unknown>> = [];
  const advanced: string[] = [];
  const pots: unknown[] = [];
  // Settlement's own settlePot, over a wallet and bet closing that record what they are given.
  const settlement = {
    lockPlayers: async () => undefined,
    closeOpenBet: async (_tx: unknown, bet: Record<string, unknown>) => void closed.push(bet),
    wallet: { carrySharedPot: async (_tx: unknown, pot: unknown) => void pots.push(pot) },
  };
  const deps = {
    db,
    settlement: Object.assign(settlement, {
      settlePot: Settlement.prototype.settlePot,
    }) as unknown as Settlement,
    challenges: {
      advance: async (_tx: unknown, userId: string, kind: string) =>
        void advanced.push(`${userId} ${kind}`),
    } as unknown as Challenges,
    liveDrops: { record: async () => undefined } as unknown as LiveDrops,
    events: { emit: () => undefined } as unknown as DomainEventBus,
  };
  return { play: new CaseBattlePlay(deps), ran, closed, advanced, pots };
}

/** Each closed bet as [bet, stake, payout, multiplierE4, won]. */
const paid = (closed: Array<Record<string, unknown>>) =>
  closed.map((bet) => [
    bet.betId,
    bet.amount,
    bet.payout,
    bet.multiplierE4,
    (bet.outcome as { won: boolean }).won,
  ]);

describe('CaseBattlePlay.step', () => {
  it('pays a TEAMS win to the winning team and keeps a bot seat with the house', async () => {
    // Team 1 (seats 0, 1) won a pot of 4000, split 2000 each.
    const result = { kind: 'settled' as const, winners: [0, 1], payouts: [2000, 2000, 0, 0] };
    const { play, ran, closed, advanced, pots } = playOf({ mode: 'TEAMS', result });
    expect(await play.step('b1')).toEqual({ done: true });
    expect(paid(closed)).toEqual([
      ['bet-0', 1000, 2000, 20_000, true],
      ['bet-1', 1000, 2000, 20_000, true],
      ['bet-3', 1000, 0, 0, false],
    ]);
    // Every seat's payout is written, the bot's included.
    expect(ran.filter((r) => r.name === 'case_battle_seat_payout').map((r) => r.values)).toEqual([
      ['b1', 0, 2000],
      ['b1', 1, 2000],
      ['b1', 2, 0],
      ['b1', 3, 0],
    ]);
    expect(advanced).toEqual(['user-0 win-battle', 'user-1 win-battle']);
    expect(pots).toEqual([
      {
        kind: 'case-battle',
        reference: 'b1',
        seats: [
          { userId: 'user-0', stake: 1000, payout: 2000 },
          { userId: 'user-1', stake: 1000, payout: 2000 },
          { userId: null, stake: 0, payout: 0 },
          { userId: 'user-3', stake: 1000, payout: 0 },
        ],
      },
    ]);
    expect(ran.filter((r) => r.name === 'case_battle_complete')).toHaveLength(1);
  });

  it('rounds a multiplier down, and a shared battle advances no win', async () => {
    // A pot of 4001 shared by four: one seat gets the leftover hundredth.
    const result = {
      kind: 'settled' as const,
      winners: [0, 1, 2, 3],
      payouts: [1000, 1001, 1000, 1000],
    };
    const { play, closed, advanced } = playOf({ mode: 'SHARING', price: '3000', result });
    await play.step('b1');
    expect(paid(closed)).toEqual([
      ['bet-0', 3000, 1000, 3333, true],
      ['bet-1', 3000, 1001, 3336, true],
      ['bet-3', 3000, 1000, 3333, true],
    ]);
    expect(advanced).toEqual([]);
  });

  it('waits out the last spin before the next step', async () => {
    const { play, closed } = playOf({ last_roll: '2026-03-01T11:59:58.000Z' });
    expect(await play.step('b1')).toEqual({ done: false, waitMs: 3000 });
    expect(closed).toEqual([]);
  });

  it('tells the next round before settling', async () => {
    const { play, ran, closed } = playOf({ announced_rounds: 0 });
    // ANNOUNCE_ROUND answers no row here: another process told it first.
    await expect(play.step('b1')).rejects.toThrow('round 1 already told');
    expect(ran.find((r) => r.name === 'case_battle_announce')!.values).toEqual(['b1', 0]);
    expect(closed).toEqual([]);
  });
});

describe('CaseBattlePlay.generate', () => {
  const reading = (round: number) =>
    ({ status: 'ready', round, value: 'cd'.repeat(32), evidence: null }) as unknown as ReadyReading;

  it('refuses a value read for another round than the one named', async () => {
    const { play } = playOf({ state: 'WAITING_FOR_BLOCK' });
    await expect(play.generate('b1', reading(901))).rejects.toThrow(
      'case battle b1: read round 901, named 900',
    );
  });

  it('leaves a battle that is no longer waiting for its value', async () => {
    const { play, ran } = playOf({ state: 'GAME_COMPLETED' });
    await play.generate('b1', reading(900));
    expect(ran.map((r) => r.name)).toEqual(['case_battle_lock']);
  });
});
