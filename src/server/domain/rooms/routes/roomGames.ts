import type { FastifyInstance } from 'fastify';
import { facedLists, roomFaceOf } from '../../../../shared/contract/roomFaces';
import type { RoomView } from '../../../../shared/contract/rooms';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/**
 * Every room game of the registry gets its routes from its manifest: `/games/<route>` lists
 * and creates, `/games/<route>/:id` reads one room, and join, bot (with a house seat) and
 * cancel act on it. Each answers with the rooms as the game's face shows them (coin flip's
 * the spec's, src/shared/contract/roomFaces.ts).
 */
export function roomGameRoutes(app: FastifyInstance, services: Services) {
  for (const driver of services.rooms.games) {
    const face = roomFaceOf(driver.game);
    const { calls } = face;
    const shown = async <A extends { game: RoomView }>(answer: Promise<A>) => {
      const { game, ...rest } = await answer;
      return { ...rest, game: face.view(game) };
    };
    route(app, services, calls.list, async () => facedLists(face, await driver.list()));
    route(app, services, calls.get, async ({ params }) => ({
      game: face.view(await driver.get((params as { id: string }).id)),
    }));
    route(app, services, calls.create, ({ body, session }) =>
      shown(driver.create(session!.userId, body as { amount: number })),
    );
    route(app, services, calls.join, ({ params, body, session }) =>
      shown(driver.join(session!.userId, (params as { id: string }).id, body)),
    );
    if (calls.house)
      route(app, services, calls.house, ({ params, session }) =>
        shown(driver.house(session!.userId, (params as { id: string }).id)),
      );
    route(app, services, calls.cancel, ({ params, session }) =>
      shown(driver.cancel(session!.userId, (params as { id: string }).id)),
    );
  }
}
