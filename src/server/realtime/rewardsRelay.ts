import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { userRoom } from './channels';

/**
 * Rule 1 (relays.ts): the process whose commit changed a player's claimable rakeback (the
 * accrual step's batch, a rakeback token) emits once to their room; the adapter carries it
 * to their tabs on every process.
 */
export function relayRewards(io: Server, services: Services): () => void {
  return services.events.on('rewards.rakeback', ({ userId, claimable }) => {
    const payload = serverEvents['rewards.rakeback'].payload.parse({ data: { claimable } });
    io.to(userRoom(userId)).emit('rewards.rakeback', payload);
  });
}
