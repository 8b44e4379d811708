import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import { inventoryView } from '../domain/inventory/inventoryView';
import type { Services } from '../services';
import { userRoom } from './channels';

/**
 * The inventory and XP boosts to the player's tabs (rule 1 of relays.ts: the process whose
 * transaction committed hears the domain event and emits once to the player's room). The
 * inventory goes whole, read after the commit, so a tab never merges changes.
 */
export function relayInventory(
  io: Server,
  services: Services,
  onError: (error: unknown) => void = () => {},
): () => void {
  const stops = [
    services.events.on('inventory.changed', ({ userId }) => {
      void services.inventory
        .list(userId)
        .then((held) => {
          const payload = serverEvents['inventory.update'].payload.parse({
            data: { items: inventoryView(held) },
          });
          io.to(userRoom(userId)).emit('inventory.update', payload);
        })
        .catch(onError);
    }),
    services.events.on('xp-boost.activated', ({ userId, multiplier, endsAt }) => {
      const xpBoost = { multiplier, endsAt: endsAt.toISOString() };
      io.to(userRoom(userId)).emit('xp-boost.activated', { data: { xpBoost } });
    }),
    services.events.on('xp-boost.expired', ({ userId }) => {
      io.to(userRoom(userId)).emit('xp-boost.expired', { data: { xpBoost: null } });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
