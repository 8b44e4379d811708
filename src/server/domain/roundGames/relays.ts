import { ROUND_GAME_PLUGINS } from './roundGamePlugins';
import type { RelayEntries } from '../../modules/serverModule';
import { roundRelay } from '../../realtime/roundRelay';

/**
 * The round of each round game played from its manifest alone (realtime/roundRelay.ts). A
 * game with a plug-in of its own relays its round first in its own list, with its own events
 * on the same lane (domain/<game>/relays.ts).
 */
export const manifestRoundRelays: RelayEntries = (services) => {
  const { manifests, games } = services.rounds;
  return manifests
    .filter((game) => !(game.kind in ROUND_GAME_PLUGINS))
    .map((game) => roundRelay(game, () => games[game.kind]!.snapshot()));
};
