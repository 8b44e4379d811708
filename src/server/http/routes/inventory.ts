import type { FastifyInstance } from 'fastify';
import { inventoryCalls } from '../../../shared/contract/inventory';
import { inventoryView } from '../../domain/inventory/inventoryView';
import type { Services } from '../../services';
import { route } from '../route';

export function inventoryRoutes(app: FastifyInstance, services: Services) {
  route(app, services, inventoryCalls.getInventory, async ({ session }) => {
    const items = inventoryView(await services.inventory.list(session.userId));
    return { inventory: { items } };
  });
  route(app, services, inventoryCalls.consumeInventoryItem, async ({ body, session }) => {
    const outcome = await services.inventory.consume(session.userId, body.data.id);
    return outcome.freeCase
      ? { ok: true as const, freeCase: outcome.freeCase }
      : { ok: true as const };
  });
}
