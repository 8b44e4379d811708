import type { RoundGameKind } from '../../../games/registry';
import { channels } from '../../shared/contract';
import { ROUND_FACES, type RoundChange } from '../../shared/contract/roundFaces';
import { channelRoom } from './channels';
import { type AnyRelayEntry, relay } from './relayEngine';

/**
 * A round game's round, from its face (src/shared/contract/roundFaces.ts): each change to the
 * game's channel as `<kind>.round`, its batched events first (they came before it), and the
 * round as it is to a socket that subscribes. It goes out on the lane named after the game,
 * which the game's own relays join: the first row of each round game's relay list (domain/<game>/relays.ts), so the
 * lane stays in one module's order.
 */
export function roundRelay<K extends RoundGameKind>(
  kind: K,
  snapshot: () => Promise<Extract<RoundChange, { kind: K }>['round'] | null>,
): AnyRelayEntry {
  const face = ROUND_FACES[kind];
  const channel = channels.game(kind);
  return relay({
    on: 'round.changed',
    when: (change) => change.kind === kind,
    emit: face.roundEvent,
    audience: { to: 'room', rooms: () => channelRoom(channel) },
    lane: kind,
    flushes: [...face.flushes],
    data: ({ round }) => ({ round }),
    snapshot: {
      channel,
      emit: face.roundEvent,
      read: async () => {
        const round = await snapshot();
        return round ? { round } : null;
      },
    },
  });
}
