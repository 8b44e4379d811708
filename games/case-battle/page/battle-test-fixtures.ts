import type { BattlePlayer, CaseBattle } from '../../../src/shared/contract/battles';

// Battles for the lobby's tests: a fresh VERSUS 1v1 whose creator sits in seat 0.

export const CREATOR_ID = '11111111-1111-4111-8111-111111111111';
export const JOINER_ID = '22222222-2222-4222-8222-222222222222';

export function player(id: string, seat: number, isBot = false): BattlePlayer {
  return { id, username: `p${seat}`, avatar: null, level: 1, isBot, seat };
}

let made = 0;

export function battle(overrides: Partial<CaseBattle> = {}): CaseBattle {
  made += 1;
  return {
    _id: `b-${made}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, made)).toISOString(),
    creatorId: CREATOR_ID,
    state: 'WAITING_FOR_PLAYERS',
    mode: 'VERSUS',
    visibility: 'PUBLIC',
    specialOptions: [],
    cases: [
      {
        _id: 'c-1',
        name: 'Recoil Case',
        image: null,
        price: 250,
        amount: 2,
        items: [{ name: 'P250 | Sand Dune', price: 10, tickets: 100_000, image: null }],
      },
    ],
    price: 500,
    playerAmount: 2,
    players: [player(CREATOR_ID, 0)],
    teams: [
      { number: 1, players: [CREATOR_ID] },
      { number: 2, players: [] },
    ],
    outcome: [{ userId: CREATOR_ID, itemsWon: [] }],
    winners: [],
    fairness: {
      beacon: 'local',
      serverSeedHash: 'a'.repeat(64),
      blockNumber: null,
      publicServerSeed: null,
      beaconValue: null,
      beaconEvidence: null,
      serverSeed: null,
    },
    spinDuration: 5000,
    lastRoll: null,
    ...overrides,
  };
}
