import type { FastifyInstance } from 'fastify';
import {
  STARTUP_PARTS,
  type Startup,
  type StartupPart,
  startupCalls,
} from '../../../../shared/contract/startup';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function startupRoutes(app: FastifyInstance, services: Services) {
  route(app, services, startupCalls.getStartup, async ({ session, request, reply, query }) => {
    // The user, the notifications and the region depend on who asks: no shared cache keeps it.
    void reply.header('cache-control', 'private, no-store');
    const userId = session?.userId ?? null;
    const asked = new Set<StartupPart>(query.parts ?? STARTUP_PARTS);
    const ofPlayer = <T>(read: (id: string) => Promise<T>) =>
      userId === null ? null : read(userId);
    // Each part asked for, read side by side; a part not asked for is left out.
    const reads: { [K in StartupPart]: () => Promise<Startup[K]> } = {
      user: async () => (await ofPlayer((id) => startupParts.me(services, id)))?.user ?? null,
      notifications: () => startupParts.notifications(services, userId),
      chat: () => startupParts.chat(services),
      emotes: async () => startupParts.emotes(),
      online: () => startupParts.online(services),
      rain: () => startupParts.rain(services),
      liveDrops: () => startupParts.liveDrops(services),
      compliance: async () => startupParts.compliance(services, request),
      inventory: async () => ofPlayer((id) => startupParts.inventory(services, id)),
      challenges: () => startupParts.challenges(services),
      challengeTrackers: async () => ofPlayer((id) => startupParts.challengeTrackers(services, id)),
      responsibleGambling: async () =>
        ofPlayer((id) => startupParts.responsibleGambling(services, id)),
    };
    const parts = [...asked];
    const answers = await Promise.all(parts.map((part) => reads[part]()));
    return Object.fromEntries(parts.map((part, i) => [part, answers[i]])) as Partial<Startup>;
  });
}
