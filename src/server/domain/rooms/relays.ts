import { type GameKind, channels } from '../../../shared/contract';
import { facedLists, roomFaceOf } from '../../../shared/contract/roomFaces';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { type AnyRelayEntry, relay } from '../../realtime/relayEngine';
import type { Rooms } from './rooms';

/**
 * Each room game's relays, from its manifest: a room's change goes to the game's channel
 * (`<kind>.game`), and a socket subscribing to `game:<kind>` first hears the lobby's lists
 * (`<kind>.games`), read after it joined the room, so no change falls in between. Rooms go
 * out as the game's face shows them (coin flip's the spec's events).
 */
function gameChannelRelays(rooms: Rooms): AnyRelayEntry[] {
  return rooms.games.map((driver) => {
    const { kind } = driver;
    const face = roomFaceOf(driver.game);
    const { events } = face;
    // A kind of the server's registry (a test may add games the site's list does not have).
    const channel = channels.game(kind as GameKind);
    return relay({
      on: 'room.game',
      when: (e) => e.kind === kind,
      emit: events.game.name,
      payload: events.game.payload,
      audience: { to: 'room', rooms: () => channelRoom(channel) },
      data: ({ game }) => ({ game: face.view(game) }),
      snapshot: {
        channel,
        emit: events.games.name,
        payload: events.games.payload,
        read: async () => facedLists(face, await driver.list()),
      },
    });
  });
}

/**
 * A room's change goes to the browser sources of its players too, in the same turn, as
 * `capture.<kind>` with the room as its channel shows it (coin flip's is the spec's
 * `capture.coin-flip`, its face's view and payload).
 */
function captureRelays(rooms: Rooms): AnyRelayEntry[] {
  return rooms.games.map((driver) => {
    const { kind } = driver;
    const face = roomFaceOf(driver.game);
    return relay({
      on: 'room.game',
      when: (e) => e.kind === kind,
      emit: `capture.${kind}`,
      payload: face.events.game.payload,
      audience: { to: 'capture', userIds: (e) => e.userIds },
      data: ({ game }) => ({ game: face.view(game) }),
    });
  });
}

export const roomRelays: RelayEntries = (services) => [
  ...captureRelays(services.rooms),
  ...gameChannelRelays(services.rooms),
];
