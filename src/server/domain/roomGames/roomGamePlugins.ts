import { type GameManifest, isPluggedRoomGame } from '../../../../games/manifest';
import type { RegisteredGame } from '../../../../games/registry';
import { caseBattleRoom } from '../caseBattles';
import type { RoomGamePlugin, RoomPluginDeps } from '../rooms';

// The room games that bring a server half of their own, one line each (their folders'
// plug-ins, rooms/roomGamePlugin.ts): the registry's plugged room games
// (PluggedRoomGameManifest), so the compiler asks each for its plug-in. Every other room game
// is played from its manifest's rules (rooms/roomGame.ts). The room games' sweeps lead, follow
// and stop their drivers with the manifest games' (rooms/rooms.ts).

type PluggedRoomKind = Extract<RegisteredGame, { seatColumn: string }>['kind'];

export const ROOM_GAME_PLUGINS = {
  'case-battle': caseBattleRoom,
} satisfies { [K in PluggedRoomKind]: RoomGamePlugin<K> };

type PluggedKind = keyof typeof ROOM_GAME_PLUGINS;

/** Each plugged room game's play, by kind: its own calls (case battles' list, join, bots). */
export type RoomPlays = {
  [K in PluggedKind]: ReturnType<(typeof ROOM_GAME_PLUGINS)[K]['build']>;
};

/**
 * Builds every plugged room game's play on `deps`, its driver's failures to `onError`. A
 * plugged game the server registers (a test may add one) without a plug-in fails the start.
 */
export function buildRoomPlays(deps: RoomPluginDeps, games: readonly GameManifest[]) {
  const unplugged = games
    .filter(isPluggedRoomGame)
    .filter((game) => !(game.kind in ROOM_GAME_PLUGINS));
  if (unplugged.length > 0)
    throw new Error(
      `${unplugged.map((game) => game.kind).join(', ')}: a plugged room game needs its plug-in in the room games' registry`,
    );
  return (onError: (error: unknown) => void): RoomPlays => {
    const plays: Record<string, unknown> = {};
    for (const [kind, plugin] of Object.entries(ROOM_GAME_PLUGINS))
      plays[kind] = plugin.build(deps, onError);
    return plays as RoomPlays;
  };
}
