import { hasRoundBets, manifestRoundCaptureEvent } from '../../../shared/contract/manifestRounds';
import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';
import { roundRelay } from '../../realtime/roundRelay';
import { ROUND_GAME_PLUGINS } from './roundGamePlugins';

/**
 * Each round game played from its manifest alone: its round (realtime/roundRelay.ts), and
 * each paid round to its bettors' browser sources (`capture.<kind>`). A game with a plug-in
 * of its own relays its round first in its own list, with its own events on the same lane
 * (domain/<game>/relays.ts).
 */
export const manifestRoundRelays: RelayEntries = (services) => {
  const { manifests, games } = services.rounds;
  return manifests
    .filter((game) => !(game.kind in ROUND_GAME_PLUGINS))
    .filter(hasRoundBets)
    .flatMap((game) => {
      const capture = manifestRoundCaptureEvent(game);
      return [
        roundRelay(game, () => games[game.kind]!.snapshot()),
        relay({
          on: 'round.paid',
          when: (paid) => paid.kind === game.kind,
          emit: capture.name,
          payload: capture.payload,
          audience: { to: 'capture', userIds: (paid) => paid.userIds },
          data: ({ round }) => ({ round }),
        }),
      ];
    });
};
