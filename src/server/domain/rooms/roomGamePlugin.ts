import type { Config } from '../../config';
import type { Challenges } from '../challenges';
import type { LiveDrops } from '../liveDrops';
import type { RoomDeps } from './roomGame';

// A room game with a server half of its own (case battles': their own store, rounds told one
// by one, their spec's calls), built on the shared room driver by its plug-in, one line in the
// room games' registry (roomGames/roomGamePlugins.ts). The room games' sweeps lead, follow
// and stop its driver with every other room game's; its routes and relays are its module's.

/** What a plug-in may build its play with: the room games' own, and what battles pay into. */
export interface RoomPluginDeps extends RoomDeps {
  challenges: Challenges;
  liveDrops: LiveDrops;
  config: Config;
}

/** What the room games' sweeps need of a plugged game: its driver. */
export interface PluggedRoomGame {
  readonly driver: { lead(): void; stopLeading(): void; stop(): void };
}

export type PluggedRoomGames = Readonly<Record<string, PluggedRoomGame>>;

export interface RoomGamePlugin<
  K extends string = string,
  P extends PluggedRoomGame = PluggedRoomGame,
> {
  kind: K;
  /** Its play on the shared driver; the driver's failures go to `onError`. */
  build(deps: RoomPluginDeps, onError: (error: unknown) => void): P;
}
