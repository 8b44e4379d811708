import type { RoundGameManifest } from '../../../games/manifest';
import { type GameKind, type ServerEventName, channels } from '../../shared/contract';
import { roundFaceOf } from '../../shared/contract/roundFaces';
import { channelRoom } from './channels';
import { type AnyRelayEntry, relay } from './relayEngine';

/**
 * A round game's round, from its face (src/shared/contract/roundFaces.ts): each change to the
 * game's channel as `<kind>.round`, its batched events first (they came before it), and the
 * round as it is to a socket that subscribes. It goes out on the lane named after the game,
 * which the game's own relays join: the first row of a round game's relay list
 * (domain/<game>/relays.ts, or roundGames/relays.ts for a game played from its manifest), so
 * the lane stays in one module's order.
 */
export function roundRelay(
  game: RoundGameManifest,
  snapshot: () => Promise<unknown | null>,
): AnyRelayEntry {
  const { kind } = game;
  const face = roundFaceOf(game);
  // A kind of the server's registry (a test may add games the site's list does not have).
  const channel = channels.game(kind as GameKind);
  // The spec's events are in the contract's list; a derived one brings its payload's schema.
  const told = face.payload
    ? { emit: face.roundEvent, payload: face.payload }
    : { emit: face.roundEvent as ServerEventName };
  return relay({
    on: 'round.changed',
    when: (change) => change.kind === kind,
    ...told,
    audience: { to: 'room', rooms: () => channelRoom(channel) },
    lane: kind,
    flushes: [...face.flushes],
    data: ({ round }) => ({ round }),
    snapshot: {
      channel,
      ...told,
      read: async () => {
        const round = await snapshot();
        return round ? { round } : null;
      },
    },
  });
}
