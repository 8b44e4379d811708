import type { FastifyInstance } from 'fastify';
import { roomCalls } from '../../../shared/contract/rooms';
import type { Services } from '../../services';
import { route } from '../route';

/**
 * Every room game of the registry gets its routes from its manifest: `/games/<route>` lists
 * and creates, `/games/<route>/:id` reads one room, and join, bot (with a house seat) and
 * cancel act on it.
 */
export function roomGameRoutes(app: FastifyInstance, services: Services) {
  for (const driver of services.rooms.games) {
    const calls = roomCalls(driver.game);
    route(app, services, calls.list, () => driver.list());
    route(app, services, calls.get, async ({ params }) => ({ game: await driver.get(params.id) }));
    route(app, services, calls.create, ({ body, session }) => driver.create(session.userId, body));
    route(app, services, calls.join, ({ params, body, session }) =>
      driver.join(session.userId, params.id, body),
    );
    if (calls.house)
      route(app, services, calls.house, ({ params, session }) =>
        driver.house(session.userId, params.id),
      );
    route(app, services, calls.cancel, ({ params, session }) =>
      driver.cancel(session.userId, params.id),
    );
  }
}
