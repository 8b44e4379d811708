import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { RoomGameManifest } from '../../../games/manifest';
import { roomCalls, roomEvents, roomViewSchemaOf } from './rooms';

// A room game's calls and socket events come from its manifest alone: paths under its
// route, its own bodies, a bot call only for a game with a house seat.

const pick = z.enum(['red', 'blue']);
const game: RoomGameManifest<
  'colour-duel',
  { amount: number; pick: 'red' | 'blue' },
  object,
  string,
  number
> = {
  kind: 'colour-duel',
  name: 'Colour Duel',
  location: 'GAMES',
  play: 'room',
  houseEdgeBps: 200,
  longestRevealMs: 0,
  route: 'colourduel',
  seats: 2,
  maxOpenPerPlayer: 1,
  recentRooms: 5,
  create: z.object({ amount: z.number().int(), pick }).strict(),
  join: z.object({}).strict(),
  choiceSchema: pick,
  outcomeSchema: z.number().int(),
  openSeat: (body) => body.pick,
  joinSeat: () => 'blue',
  draw: { by: 'beacon', floats: 1 },
  outcome: () => 0,
  settle: (room) => ({ payouts: room.seats.map(() => room.amount), fee: 0 }),
};

describe('a room game contract derived from its manifest', () => {
  it('puts every call under the game route, with the manifest bodies', () => {
    const calls = roomCalls(game);
    expect(Object.values(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /games/colourduel',
      'GET /games/colourduel/:id',
      'POST /games/colourduel',
      'POST /games/colourduel/:id/join',
      'POST /games/colourduel/:id/cancel',
    ]);
    expect(calls.create.auth).toBe(true);
    expect(calls.create.body.safeParse({ amount: 100, pick: 'green' }).success).toBe(false);
    expect(calls.create.body.safeParse({ amount: 100, pick: 'red' }).success).toBe(true);
  });

  it('has a bot call only when the game has a house seat', () => {
    expect('house' in roomCalls(game)).toBe(false);
    const housed = roomCalls({ ...game, houseSeat: () => 'blue' });
    expect(housed.house?.path).toBe('/games/colourduel/:id/bot');
  });

  it('names its socket events after the kind and checks their rooms', () => {
    const events = roomEvents(game);
    expect([events.game.name, events.games.name]).toEqual([
      'colour-duel.game',
      'colour-duel.games',
    ]);
    const room = roomViewSchemaOf(game);
    const base = {
      id: '11111111-1111-4111-8111-111111111111',
      game: 'colour-duel',
      state: 'OPEN',
      amount: 100,
      createdAt: '2026-01-01T00:00:00.000Z',
      seats: [{ username: 'alice', house: false, choice: 'red' }],
      serverSeedHash: 'a'.repeat(64),
      fairness: null,
      serverSeed: null,
      beaconValue: null,
      beaconEvidence: null,
      outcome: null,
      payouts: null,
      fee: null,
      drawnAt: null,
    };
    expect(room.safeParse(base).success).toBe(true);
    expect(room.safeParse({ ...base, game: 'dice' }).success).toBe(false);
    expect(
      room.safeParse({ ...base, seats: [{ username: 'a', house: false, choice: 'green' }] })
        .success,
    ).toBe(false);
  });
});
