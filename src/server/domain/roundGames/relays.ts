import { ROUND_GAME_KINDS } from '../../../../games/registry';
import { channels } from '../../../shared/contract';
import { ROUND_FACES } from '../../../shared/contract/roundFaces';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { relay } from '../../realtime/relayEngine';

/**
 * Every round game's round, from its face: each change to the game's channel as
 * `<kind>.round` (its batched events first: they came before it), and the round as it is to a
 * socket that subscribes. A game's events go out on one lane named after it, in the order
 * they came; its own relays join that lane.
 */
export const roundGameRelays: RelayEntries = (services) =>
  ROUND_GAME_KINDS.map((kind) => {
    const face = ROUND_FACES[kind];
    const channel = channels.game(kind);
    const driver = services.rounds.games[kind];
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
          const round = await driver.snapshot();
          return round ? { round } : null;
        },
      },
    });
  });
