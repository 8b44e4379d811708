import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { userRoom } from './channels';

/**
 * Rule 1 (relays.ts): a tracker changed in this process's commit goes to the player's room
 * once, and the adapter carries it to their sockets on every process.
 */
export function relayChallenges(io: Server, services: Services): () => void {
  return services.events.on('challenge.tracker', ({ userId, tracker }) => {
    const payload = serverEvents['challenge-tracker.update'].payload.parse({ data: { tracker } });
    io.to(userRoom(userId)).emit('challenge-tracker.update', payload);
  });
}
