import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { relay } from '../../realtime/relayEngine';

/** Live drops, to their channel. */
export const liveDropRelays: RelayEntries = () => [
  relay({
    on: 'live-drop.created',
    emit: 'live-drops.new',
    audience: { to: 'room', rooms: () => channelRoom(channels.liveDrops) },
    unparsed: true,
    data: (liveDrop) => ({ liveDrop }),
  }),
];
