import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';
import { inventoryView } from './inventoryView';

/** The inventory, to the player's own tabs. */
export const inventoryRelays: RelayEntries = (services) => [
  // The inventory goes whole, read after the commit, so a tab never merges changes.
  relay({
    on: 'inventory.changed',
    emit: 'inventory.update',
    audience: { to: 'player', userId: (e) => e.userId },
    data: async ({ userId }) => ({ items: inventoryView(await services.inventory.list(userId)) }),
  }),
];
