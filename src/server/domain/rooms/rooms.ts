import type { AnyRoomGame } from '../../../shared/contract/rooms';
import { notFound } from '../errors';
import type { Leadership } from '../rounds';
import { type RoomDeps, RoomGame } from './roomGame';

/**
 * Every room game of the registry, one driver each: routes and relays are derived from
 * `games`, so a room game is played as soon as its manifest is registered.
 */
export class Rooms {
  private readonly byKind: Map<string, RoomGame>;
  private onError: (error: unknown) => void = () => {};

  constructor(games: readonly AnyRoomGame[], deps: RoomDeps) {
    this.byKind = new Map(
      games.map((game) => [game.kind, new RoomGame(game, deps, (error) => this.onError(error))]),
    );
  }

  get games(): RoomGame[] {
    return [...this.byKind.values()];
  }

  of(kind: string): RoomGame {
    const game = this.byKind.get(kind);
    if (!game) throw notFound(`No such game: ${kind}`);
    return game;
  }

  /** The round leader sweeps overdue rooms and refunds stalled ones, while it leads. */
  start(leadership: Leadership, onError: (error: unknown) => void): void {
    this.onError = onError;
    leadership.onGain(() => this.games.forEach((game) => game.driver.lead()));
    leadership.onLoss(() => this.games.forEach((game) => game.driver.stopLeading()));
  }

  stop(): void {
    for (const game of this.games) game.driver.stop();
  }
}
