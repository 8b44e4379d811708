import { describe, expect, it } from 'vitest';
import { type PluggedRoomGameManifest, isPluggedRoomGame } from '../../../../games/manifest';
import { GAMES } from '../../../../games/registry';
import type { RoomPluginDeps } from '../rooms';
import { ROOM_GAME_PLUGINS, buildRoomPlays } from './roomGamePlugins';

// A plugged room game a test server might register with no plug-in beside it.
const tugOfWar: PluggedRoomGameManifest<'tug-of-war'> = {
  kind: 'tug-of-war',
  name: 'Tug of War',
  location: 'GAMES',
  play: 'room',
  seatColumn: 'room_id',
  houseEdgeBps: 500,
  longestRevealMs: 0,
};

// The check runs before any play is built, so it needs none of their dependencies.
const deps = {} as RoomPluginDeps;

describe('room game plug-ins', () => {
  it('are the plugged room games of the site, one each', () => {
    const plugged = GAMES.filter(isPluggedRoomGame).map((game) => game.kind);
    expect(plugged).toEqual(['case-battle']);
    expect(Object.keys(ROOM_GAME_PLUGINS)).toEqual(plugged);
    expect(() => buildRoomPlays(deps, GAMES)).not.toThrow();
  });

  it('refuse a start with a plugged room game that has no plug-in', () => {
    expect(() => buildRoomPlays(deps, [...GAMES, tugOfWar])).toThrow(
      'tug-of-war: a plugged room game needs its plug-in',
    );
  });
});
