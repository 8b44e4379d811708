// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle, CaseItem } from '../../../../src/shared/contract/battles';

// A battle for the battle page's tests: 2 seats, one case opened twice, alice seated.

export const A = '11111111-1111-4111-8111-111111111111';
export const B = '22222222-2222-4222-8222-222222222222';
export const C = '33333333-3333-4333-8333-333333333333';
export const item = (name: string, price: number): CaseItem => ({
  name,
  price,
  tickets: 50_000,
  image: null,
});
export const cheap = item('P250 | Sand Dune', 5);
export const dear = item('AK-47 | Redline', 2_500);

export function openBattle(overrides: Partial<CaseBattle> = {}): CaseBattle {
  return {
    _id: 'b7f3c2a1-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    createdAt: '2026-11-25T04:00:00.000Z',
    creatorId: A,
    state: 'WAITING_FOR_PLAYERS',
    mode: 'VERSUS',
    visibility: 'PUBLIC',
    specialOptions: [],
    cases: [
      {
        _id: 'c1',
        name: 'Recoil Case',
        image: null,
        price: 1_000,
        amount: 2,
        items: [cheap, dear],
      },
    ],
    price: 2_000,
    playerAmount: 2,
    players: [{ id: A, username: 'alice', avatar: null, level: 3, isBot: false, seat: 0 }],
    teams: [
      { number: 1, players: [A] },
      { number: 2, players: [] },
    ],
    outcome: [{ userId: A, itemsWon: [] }],
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
    spinDuration: 5_000,
    lastRoll: null,
    ...overrides,
  };
}

/** The fairness a battle has once its beacon round is read (its seed still hidden). */
export const startedFairness: CaseBattle['fairness'] = {
  beacon: 'local',
  serverSeedHash: 'a'.repeat(64),
  blockNumber: 77,
  publicServerSeed: 'a'.repeat(64),
  beaconValue: 'beef',
  beaconEvidence: null,
  serverSeed: null,
};

export const bob = { id: B, username: 'bob', avatar: null, level: 1, isBot: false, seat: 1 };
