import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { relay } from '../../realtime/relayEngine';

/** Race boards, to their channel. */
export const raceRelays: RelayEntries = (services) => [
  // Changes within a second go out as one board per race, read after the last of them.
  relay({
    on: 'race.changed',
    emit: 'race.update',
    audience: { to: 'room', rooms: () => channelRoom(channels.race) },
    batch: { ms: 1_000, key: (e) => e.raceId },
    data: ({ raceId }) => services.races.board(raceId),
  }),
];
