import { coinFlipGame } from '../../games/coin-flip/game';
import { type RoomDeps, RoomGame } from '../../src/server/domain/rooms/roomGame';
import type { ReadyReading } from '../../src/server/domain/rooms/beaconFollower';
import { type CoinFlipGame, coinFlipGameOf } from '../../src/shared/contract/coinFlip';

// Coin flip's room driver as the tests play it directly (another process's, or one on a
// beacon of the test's own), every room answered as the spec's coin flip: the projection
// the routes and the relays answer with (src/shared/contract/coinFlip.ts).

export interface CoinFlipDriver {
  readonly room: RoomGame;
  get(id: string): Promise<CoinFlipGame>;
  create(
    userId: string,
    body: { amount: number; side: 'CT' | 'T' },
  ): Promise<{ game: CoinFlipGame }>;
  join(userId: string, id: string): Promise<{ game: CoinFlipGame }>;
  callBot(userId: string, id: string): Promise<{ game: CoinFlipGame }>;
  flip(id: string, reading: ReadyReading): Promise<CoinFlipGame>;
}

/** Coin flip played by `room` (the app's own driver, or a new one on `deps`). */
export function coinFlipDriver(room: RoomGame): CoinFlipDriver {
  const answer = async <A extends { game: Parameters<typeof coinFlipGameOf>[0] }>(
    a: Promise<A>,
  ) => {
    const { game, ...rest } = await a;
    return { ...rest, game: coinFlipGameOf(game) };
  };
  return {
    room,
    get: async (id) => coinFlipGameOf(await room.get(id)),
    create: (userId, body) => answer(room.create(userId, body)),
    join: (userId, id) => answer(room.join(userId, id, {})),
    callBot: (userId, id) => answer(room.house(userId, id)),
    flip: async (id, reading) => coinFlipGameOf(await room.draw(id, reading)),
  };
}

/** A coin flip driver of its own (a process that names rounds, then stops). */
export const newCoinFlipDriver = (deps: RoomDeps) =>
  coinFlipDriver(new RoomGame(coinFlipGame, deps));
