import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../shared/contract';
import {
  type BattleRow,
  battlePlayerOf,
  fairnessOf,
  seatBetOf,
  seatRefundsOf,
  teamNumberOf,
  toCaseBattle,
} from './caseBattleRecords';
import { HASH, SEED, battleRow, bot, seatRow } from './caseBattleRows.testkit';

// What players may see of a battle's rows: pulls up to the last announced round, the beacon
// value from generation on, the server seed only once the battle is over, and each winner's
// exact credit.

const knife: CaseItem = { name: 'Knife', price: 5000, tickets: 1, image: null };
const coin: CaseItem = { name: 'Coin', price: 10, tickets: 99_999, image: null };

const pull = (item: CaseItem) => ({ ticket: 1, item, value: item.price });

describe('seatBetOf', () => {
  it("names only the players' seats that hold a stake", () => {
    const seats = [seatRow(0), bot(1), seatRow(2, { bet_id: null }), seatRow(3)];
    expect(seats.map(seatBetOf)).toEqual([
      { id: 'bet-0', userId: 'user-0', username: 'player0' },
      null,
      null,
      { id: 'bet-3', userId: 'user-3', username: 'player3' },
    ]);
  });
});

describe('seatRefundsOf', () => {
  it("gives each player seat its price back, with why, and a bot's nothing", () => {
    const seats = [seatRow(0), bot(1), seatRow(2, { bet_id: null }), seatRow(3)];
    const row = { id: 'b1', price: '1234' };
    expect(seatRefundsOf(row, seats, { refunded: true, beaconRound: 9 })).toEqual(
      [0, 3].map((seat) => ({
        betId: `bet-${seat}`,
        userId: `user-${seat}`,
        username: `player${seat}`,
        amount: 1234,
        payout: 1234,
        outcome: { battleId: 'b1', seat, refunded: true, beaconRound: 9 },
      })),
    );
    expect(seatRefundsOf(row, [seats[3]!], { cancelled: true })[0]!.outcome).toEqual({
      battleId: 'b1',
      seat: 3,
      cancelled: true,
    });
  });
});

describe('teamNumberOf', () => {
  it('numbers TEAMS 2v2, SHARING as one team and VERSUS one team per seat', () => {
    expect([0, 1, 2, 3].map((seat) => teamNumberOf('TEAMS', seat))).toEqual([1, 1, 2, 2]);
    expect([0, 1, 2, 3].map((seat) => teamNumberOf('SHARING', seat))).toEqual([1, 1, 1, 1]);
    expect([0, 1, 2, 3].map((seat) => teamNumberOf('VERSUS', seat))).toEqual([1, 2, 3, 4]);
  });
});

describe('fairnessOf', () => {
  it('names each beacon as the contract does, an unknown one as local', () => {
    const beaconOf = (kind: string | null) => fairnessOf(battleRow({ beacon_kind: kind })).beacon;
    expect(beaconOf('drand-quicknet')).toBe('drand');
    expect(beaconOf('eos')).toBe('eos');
    expect(beaconOf('local')).toBe('local');
    expect(beaconOf(null)).toBe('local');
    expect(beaconOf('other')).toBe('local');
  });

  it('shows only the seed hash while the battle waits for players', () => {
    expect(fairnessOf(battleRow())).toEqual({
      beacon: 'local',
      serverSeedHash: HASH,
      blockNumber: null,
      publicServerSeed: null,
      beaconValue: null,
      beaconEvidence: null,
      serverSeed: null,
    });
  });

  it('adds the named round, then the value, then the seed, as the battle moves on', () => {
    const named = {
      beacon_kind: 'drand-quicknet',
      beacon_round: '4242',
      beacon_value: 'c0ffee',
    } as const;
    const at = (state: BattleRow['state']) => fairnessOf(battleRow({ ...named, state }));
    expect(at('WAITING_FOR_BLOCK')).toMatchObject({
      beacon: 'drand',
      blockNumber: 4242,
      publicServerSeed: HASH,
      beaconValue: null,
      serverSeed: null,
    });
    expect(at('GENERATING_OUTCOME')).toMatchObject({ beaconValue: 'c0ffee', serverSeed: null });
    expect(at('GAME_COMPLETED')).toMatchObject({ beaconValue: 'c0ffee', serverSeed: SEED });
  });
});

describe('battlePlayerOf', () => {
  it('names a bot by its seat, counted from 1, at level 0', () => {
    expect(battlePlayerOf(bot(2))).toEqual({
      id: 'bot-2',
      username: 'Bot 3',
      avatar: null,
      level: 0,
      isBot: true,
      seat: 2,
    });
  });

  it('shows a player by their public name', () => {
    expect(battlePlayerOf(seatRow(1))).toEqual({
      id: 'user-1',
      username: 'player1',
      avatar: null,
      level: 0,
      isBot: false,
      seat: 1,
    });
  });
});

describe('toCaseBattle', () => {
  const rounds = [
    { round: 1, respin: false, pulls: [pull(knife), pull(coin)] },
    { round: 2, respin: false, pulls: [pull(coin), pull(coin)] },
  ];

  it('shows the pulls of the announced rounds only', () => {
    const row = battleRow({ state: 'GENERATING_OUTCOME', rounds, announced_rounds: 1 });
    const battle = toCaseBattle(row, [seatRow(0), seatRow(1)]);
    expect(battle.outcome).toEqual([
      { userId: 'user-0', itemsWon: [knife] },
      { userId: 'user-1', itemsWon: [coin] },
    ]);
    expect(battle.winners).toEqual([]);
    expect(battle.price).toBe(1234);
  });

  it('skips a seat that did not respin', () => {
    const respun = [...rounds, { round: 3, respin: true, pulls: [pull(knife), null] }];
    const row = battleRow({ state: 'GENERATING_OUTCOME', rounds: respun, announced_rounds: 3 });
    const battle = toCaseBattle(row, [seatRow(0), seatRow(1)]);
    expect(battle.outcome.map((o) => o.itemsWon.length)).toEqual([3, 2]);
  });

  it('credits each winner its exact payout once completed, a bot included', () => {
    const result = { kind: 'settled' as const, winners: [0, 1], payouts: [2501, 2500] };
    const row = battleRow({ state: 'GAME_COMPLETED', rounds, announced_rounds: 2, result });
    expect(toCaseBattle(row, [seatRow(0), bot(1)]).winners).toEqual([
      { userId: 'user-0', amount: 2501 },
      { userId: 'bot-1', amount: 2500 },
    ]);
    // Before completion nobody is shown as winning, whatever the stored result says.
    const playing = { ...row, state: 'GENERATING_OUTCOME' as const };
    expect(toCaseBattle(playing, [seatRow(0), bot(1)]).winners).toEqual([]);
  });

  it('shows the teams as the page numbers them', () => {
    const seats = [seatRow(0), seatRow(1), seatRow(2), seatRow(3)];
    const teamsOf = (mode: BattleRow['mode']) =>
      toCaseBattle(battleRow({ mode, player_amount: 4 }), seats).teams;
    expect(teamsOf('TEAMS')).toEqual([
      { number: 1, players: ['user-0', 'user-1'] },
      { number: 2, players: ['user-2', 'user-3'] },
    ]);
    expect(teamsOf('SHARING')).toEqual([
      { number: 1, players: ['user-0', 'user-1', 'user-2', 'user-3'] },
    ]);
    expect(teamsOf('VERSUS').map((team) => team.players)).toEqual([
      ['user-0'],
      ['user-1'],
      ['user-2'],
      ['user-3'],
    ]);
  });

  it('lists every team of a battle still filling, empty ones included', () => {
    const row = battleRow({ mode: 'TEAMS', player_amount: 4 });
    expect(toCaseBattle(row, [seatRow(0)]).teams).toEqual([
      { number: 1, players: ['user-0'] },
      { number: 2, players: [] },
    ]);
  });
});
