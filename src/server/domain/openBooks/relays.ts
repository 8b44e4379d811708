import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { relay } from '../../realtime/relayEngine';

/** The open books' figures, to their channel. */
export const openBooksRelays: RelayEntries = (services) => [
  // Folds within a second go out as one read of the figures, after the last of them.
  relay({
    on: 'open-books.changed',
    emit: 'open-books.update',
    audience: { to: 'room', rooms: () => channelRoom(channels.openBooks) },
    batch: { ms: 1_000, key: () => 'open-books' },
    data: async () => services.openBooks.figures(),
  }),
];
