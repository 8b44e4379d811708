import type { AnyRoomGame } from '../../../shared/contract/rooms';
import { notFound } from '../errors';
import type { Leadership } from '../rounds';
import { type RoomDeps, RoomGame } from './roomGame';
import type { PluggedRoomGames } from './roomGamePlugin';

/**
 * Every room game, one driver each: the registry's manifests, played by the generic room
 * game (routes and relays are derived from `games`, so such a game is played as soon as its
 * manifest is registered), and the plugged games with a server half of their own (`plays`,
 * roomGamePlugin.ts). The round leader leads every driver.
 */
export class Rooms<P extends PluggedRoomGames = PluggedRoomGames> {
  private readonly byKind: Map<string, RoomGame>;
  /** Each plugged game's play, by kind (case battles'). */
  readonly plays: P;
  private onError: (error: unknown) => void = () => {};

  constructor(
    games: readonly AnyRoomGame[],
    deps: RoomDeps,
    plug: (onError: (error: unknown) => void) => P = () => ({}) as P,
  ) {
    const onError = (error: unknown) => this.onError(error);
    this.byKind = new Map(games.map((game) => [game.kind, new RoomGame(game, deps, onError)]));
    this.plays = plug(onError);
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
    leadership.onGain(() => this.drivers().forEach((driver) => driver.lead()));
    leadership.onLoss(() => this.drivers().forEach((driver) => driver.stopLeading()));
  }

  stop(): void {
    for (const driver of this.drivers()) driver.stop();
  }

  private drivers() {
    return [
      ...this.games.map((game) => game.driver),
      ...Object.values(this.plays).map((play) => play.driver),
    ];
  }
}
