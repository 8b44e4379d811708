import type { Server } from 'socket.io';
import { channels } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom } from './channels';

/**
 * Sends each new drop to the live-drops channel. Only the process whose transaction wrote
 * the drop hears the domain event, and a room emit reaches every process's sockets through
 * the adapter, so each subscribed socket gets a drop once.
 */
export function relayLiveDrops(io: Server, services: Services): () => void {
  return services.events.on('live-drop.created', (liveDrop) => {
    io.to(channelRoom(channels.liveDrops)).emit('live-drops.new', { data: { liveDrop } });
  });
}
