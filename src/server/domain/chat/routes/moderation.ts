import type { FastifyInstance } from 'fastify';
import { moderationCalls } from '../../../../shared/contract/moderation';
import { listMutedUsers } from '../mutedUsers';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function moderationRoutes(app: FastifyInstance, services: Services) {
  route(app, services, moderationCalls.removeChatMessage, async ({ body, session }) => {
    await services.chat.service.remove(session.userId, body.data.messageId);
    return { ok: true as const };
  });

  route(app, services, moderationCalls.listMutedUsers, async ({ session }) => ({
    users: await listMutedUsers(services, session.userId),
  }));
}
