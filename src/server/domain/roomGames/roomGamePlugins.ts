import { caseBattleRoom } from '../caseBattles';
import type { RoomGamePlugin, RoomPluginDeps } from '../rooms';

// The room games that bring a server half of their own, one line each (their folders'
// plug-ins, rooms/roomGamePlugin.ts). Every other room game is played from its manifest alone
// (rooms/roomGame.ts). The room games' sweeps lead, follow and stop their drivers with the
// manifest games' (rooms/rooms.ts).

export const ROOM_GAME_PLUGINS = {
  'case-battle': caseBattleRoom,
} satisfies { [K in string]: RoomGamePlugin<K> };

type PluggedKind = keyof typeof ROOM_GAME_PLUGINS;

/** Each plugged room game's play, by kind: its own calls (case battles' list, join, bots). */
export type RoomPlays = {
  [K in PluggedKind]: ReturnType<(typeof ROOM_GAME_PLUGINS)[K]['build']>;
};

/** Builds every plugged room game's play on `deps`, its driver's failures to `onError`. */
export function buildRoomPlays(deps: RoomPluginDeps) {
  return (onError: (error: unknown) => void): RoomPlays => {
    const plays: Record<string, unknown> = {};
    for (const [kind, plugin] of Object.entries(ROOM_GAME_PLUGINS))
      plays[kind] = plugin.build(deps, onError);
    return plays as RoomPlays;
  };
}
