import type { FastifyInstance } from 'fastify';
import { startupCalls } from '../../../shared/contract/startup';
import type { Services } from '../../services';
import { route } from '../route';
import { startupParts } from '../startupParts';

export function startupRoutes(app: FastifyInstance, services: Services) {
  route(app, services, startupCalls.getStartup, async ({ session, request, reply }) => {
    // The user, the notifications and the region depend on who asks: no shared cache keeps it.
    void reply.header('cache-control', 'private, no-store');
    const userId = session?.userId ?? null;
    const [me, notifications, chat, online, rain, liveDrops] = await Promise.all([
      userId === null ? null : startupParts.me(services, userId),
      startupParts.notifications(services, userId),
      startupParts.chat(services),
      startupParts.online(services),
      startupParts.rain(services),
      startupParts.liveDrops(services),
    ]);
    return {
      user: me?.user ?? null,
      notifications,
      chat,
      emotes: startupParts.emotes(),
      online,
      rain,
      liveDrops,
      compliance: startupParts.compliance(services, request),
    };
  });
}
