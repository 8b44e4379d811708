import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { historyBetSchema, roomSeatRecordSchemaOf } from '../../../shared/contract/betHistory';
import { type HistoryRow, historyRecordOf } from './historyRecords';

const none = {
  nonce: null,
  server_seed_hash: null,
  client_seed: null,
  round_id: null,
  round_number: null,
  round_hash: null,
  round_outcome: null,
  room_id: null,
  room_seed_hash: null,
  room_server_seed: null,
  room_beacon_label: null,
  room_beacon_round: null,
  room_beacon_value: null,
  case_name: null,
  battle_id: null,
  battle_seed_hash: null,
  battle_server_seed: null,
  battle_beacon_round: null,
  battle_beacon_value: null,
};

const row = (fields: Partial<HistoryRow>): HistoryRow => ({
  id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
  game: 'dice',
  amount: '500',
  payout: '0',
  multiplier_e4: '0',
  params: {},
  outcome: {},
  created_at: new Date('2026-03-04T05:06:07.089Z'),
  ...none,
  ...fields,
});

const parsed = (fields: Partial<HistoryRow>) =>
  historyBetSchema.parse(historyRecordOf(row(fields)));

describe('bet history records', () => {
  it('shape an instant bet as its bet answer does', () => {
    expect(
      parsed({
        payout: '990',
        multiplier_e4: '19800',
        nonce: 7,
        server_seed_hash: 'b'.repeat(64),
        client_seed: 'mine',
        outcome: { roll: 6000, target: 5000, direction: 'over', chance: 5000, win: true },
      }),
    ).toEqual({
      id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
      game: 'dice',
      amount: 500,
      payout: 990,
      multiplier: 1.98,
      fairness: { serverSeedHash: 'b'.repeat(64), clientSeed: 'mine', nonce: 7 },
      createdAt: '2026-03-04T05:06:07.089Z',
      outcome: { roll: 6000, target: 5000, direction: 'over', chance: 5000, win: true },
    });
  });

  it("name a case opening's case, ticket and item, falling back to its slug", () => {
    const item = {
      id: 'ak',
      name: 'AK-47 | Redline',
      image: null,
      rarity: 'classified',
      price: 2_000,
      tickets: 9_900,
    };
    const opening = {
      game: 'case-unbox',
      amount: '250',
      payout: '2000',
      multiplier_e4: '80000',
      nonce: 3,
      server_seed_hash: 'c'.repeat(64),
      client_seed: 'seed',
      params: { caseId: '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c01', slug: 'recoil-case' },
      outcome: { ticket: 91_234, item },
    };
    expect(parsed({ ...opening, case_name: 'Recoil Case' })).toMatchObject({
      game: 'case-unbox',
      multiplier: 8,
      fairness: { nonce: 3 },
      outcome: { case: { slug: 'recoil-case', name: 'Recoil Case' }, ticket: 91_234, item },
    });
    expect(parsed(opening)).toMatchObject({
      outcome: { case: { slug: 'recoil-case', name: 'recoil-case' } },
    });
  });

  const round = {
    round_id: '42',
    round_number: 41,
    round_hash: 'd'.repeat(64),
  };

  it("give a crash bet its round, its cash-out and the round's crash point", () => {
    const crash = {
      game: 'crash',
      amount: '1000',
      ...round,
      round_outcome: { crashPoint: 431 },
      params: { autoCashout: null },
    };
    expect(
      parsed({
        ...crash,
        payout: '2500',
        multiplier_e4: '25000',
        outcome: { roundId: 42, cashedOutAt: 250 },
      }),
    ).toMatchObject({
      game: 'crash',
      payout: 2_500,
      multiplier: 2.5,
      fairness: { roundId: 42, roundNumber: 41, roundHash: 'd'.repeat(64) },
      outcome: { autoCashout: null, cashedOutAt: 250, crashPoint: 431 },
    });
    expect(
      parsed({ ...crash, params: { autoCashout: 500 }, outcome: { cashedOutAt: null } }),
    ).toMatchObject({ payout: 0, outcome: { autoCashout: 500, cashedOutAt: null } });
    expect(() => historyRecordOf(row({ ...crash, round_outcome: null }))).toThrow(/crash point/);
    expect(() => historyRecordOf(row({ ...crash, round_hash: null }))).toThrow(/round/);
  });

  it('give a roulette bet its option, slot, result and jackpot share', () => {
    expect(
      parsed({
        game: 'roulette',
        payout: '14000',
        multiplier_e4: '140000',
        ...round,
        params: { option: 'GREEN' },
        outcome: { roundId: 42, slot: 0, outcome: 'TRIPLE_GREEN', jackpot: 81 },
      }),
    ).toMatchObject({
      game: 'roulette',
      multiplier: 14,
      outcome: { option: 'GREEN', slot: 0, result: 'TRIPLE_GREEN', jackpot: 81 },
    });
  });

  const flip = {
    game: 'coin-flip',
    amount: '1000',
    room_id: '9e6c1a5b-7d8f-4b0c-8e3f-4a5b6c7d8e9f',
    room_seed_hash: 'e'.repeat(64),
    room_server_seed: 'f'.repeat(64),
    room_beacon_label: 'Local beacon (development)',
    room_beacon_round: '1234',
    room_beacon_value: 'a'.repeat(64),
  };
  /** The room's fairness as a drawn room's seat shows it. */
  const flipFairness = {
    gameId: flip.room_id,
    serverSeedHash: 'e'.repeat(64),
    serverSeed: 'f'.repeat(64),
    beaconLabel: 'Local beacon (development)',
    beaconRound: 1234,
    beaconValue: 'a'.repeat(64),
  };

  it("give a coin flip seat its side, the winning side and the game's fairness", () => {
    expect(
      parsed({
        ...flip,
        payout: '1900',
        multiplier_e4: '19000',
        outcome: { gameId: flip.room_id, side: 'T', winningSide: 'T', beaconRound: 1234 },
      }),
    ).toEqual({
      id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
      game: 'coin-flip',
      amount: 1_000,
      payout: 1_900,
      multiplier: 1.9,
      fairness: flipFairness,
      createdAt: '2026-03-04T05:06:07.089Z',
      outcome: { side: 'T', winningSide: 'T', cancelled: false },
    });
  });

  it('show a cancelled coin flip as a refund, with nothing of its seed', () => {
    expect(
      parsed({
        ...flip,
        payout: '1000',
        multiplier_e4: '10000',
        room_server_seed: null,
        room_beacon_label: null,
        room_beacon_round: null,
        room_beacon_value: null,
        outcome: { gameId: flip.room_id, side: 'CT', cancelled: true },
      }),
    ).toMatchObject({
      payout: 1_000,
      multiplier: 1,
      fairness: { serverSeed: null, beaconRound: null, beaconValue: null },
      outcome: { side: 'CT', winningSide: null, cancelled: true },
    });
  });

  it("give a battle seat its seat, whether it won, and its battle's fairness", () => {
    const battle = {
      game: 'case-battle',
      amount: '3000',
      payout: '4520',
      multiplier_e4: '15066',
      battle_id: '5a2e7c1d-3b4f-4c6a-8a9b-0c1d2e3f4a5b',
      battle_seed_hash: 'a'.repeat(64),
      battle_server_seed: 'b'.repeat(64),
      battle_beacon_round: '77',
      battle_beacon_value: 'c'.repeat(64),
      outcome: { battleId: '5a2e7c1d-3b4f-4c6a-8a9b-0c1d2e3f4a5b', seat: 1, won: true },
    };
    expect(parsed(battle)).toMatchObject({
      game: 'case-battle',
      amount: 3_000,
      payout: 4_520,
      fairness: {
        battleId: battle.battle_id,
        serverSeedHash: 'a'.repeat(64),
        serverSeed: 'b'.repeat(64),
        beaconRound: 77,
        beaconValue: 'c'.repeat(64),
      },
      outcome: { seat: 1, won: true, cancelled: false },
    });
    // A battle closed before its start refunds the seat and reveals nothing.
    expect(
      parsed({
        ...battle,
        payout: '3000',
        battle_beacon_round: null,
        outcome: { battleId: battle.battle_id, seat: 0, cancelled: true },
      }),
    ).toMatchObject({
      fairness: { serverSeed: null, beaconValue: null, beaconRound: null },
      outcome: { seat: 0, won: false, cancelled: true },
    });
    expect(() => historyRecordOf(row({ game: 'case-battle' }))).toThrow(/without its battle/);
  });

  // A game on the room driver the site's registry does not hold: its seats are recorded in
  // the driver's shape and checked against the game's own choice and outcome schemas.
  const pick = z.enum(['red', 'black']);
  const redOrBlack = {
    kind: 'red-or-black',
    choiceSchema: pick,
    outcomeSchema: z.object({ card: z.number().int(), colour: pick }),
  };
  const seat = { ...flip, game: 'red-or-black', amount: '100', payout: '192' };

  it("give a driver room game's seat its choice, its room's outcome and fairness", () => {
    const record = historyRecordOf(
      row({
        ...seat,
        multiplier_e4: '19200',
        outcome: {
          roomId: flip.room_id,
          seat: 1,
          choice: 'red',
          outcome: { card: 3, colour: 'red' },
          beaconRound: 1234,
          beaconValue: 'a'.repeat(64),
        },
      }),
    );
    expect(roomSeatRecordSchemaOf(redOrBlack).parse(record)).toEqual({
      id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
      game: 'red-or-black',
      amount: 100,
      payout: 192,
      multiplier: 1.92,
      fairness: flipFairness,
      createdAt: '2026-03-04T05:06:07.089Z',
      outcome: { choice: 'red', outcome: { card: 3, colour: 'red' }, cancelled: false },
    });
  });

  it("show a driver room game's refunded seat as a refund, with no outcome", () => {
    const record = historyRecordOf(
      row({
        ...seat,
        payout: '100',
        multiplier_e4: '10000',
        room_server_seed: null,
        room_beacon_value: null,
        outcome: {
          roomId: flip.room_id,
          seat: 0,
          choice: 'black',
          refunded: true,
          beaconRound: 1234,
        },
      }),
    );
    expect(roomSeatRecordSchemaOf(redOrBlack).parse(record)).toMatchObject({
      fairness: { serverSeed: null, beaconRound: 1234, beaconValue: null },
      outcome: { choice: 'black', outcome: null, cancelled: true },
    });
  });

  it('refuse a seeded bet without its seed pair', () => {
    expect(() => historyRecordOf(row({ game: 'plinko' }))).toThrow(/seed pair/);
  });
});
