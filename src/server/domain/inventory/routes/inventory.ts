import type { FastifyInstance } from 'fastify';
import { inventoryCalls } from '../../../../shared/contract/inventory';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function inventoryRoutes(app: FastifyInstance, services: Services) {
  route(app, services, inventoryCalls.getInventory, ({ session }) =>
    startupParts.inventory(services, session.userId),
  );
  route(app, services, inventoryCalls.consumeInventoryItem, async ({ body, session }) => {
    const outcome = await services.inventory.consume(session.userId, body.data.id);
    return outcome.freeCase
      ? { ok: true as const, freeCase: outcome.freeCase }
      : { ok: true as const };
  });
}
