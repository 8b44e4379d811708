import type { FastifyRequest } from 'fastify';
import type { HttpResponse } from '../../shared/contract';
import { EMOTES } from '../domain/chat';
import { inventoryView } from '../domain/inventory';
import { rainStateWire } from '../domain/rain';
import type { Services } from '../services';

// The answers of the routes a page reads when it opens, one function each: the route
// answers with it, and GET /startup puts the same answers together, so the two can never
// say different things.

export const startupParts = {
  me: async (services: Services, userId: string): Promise<HttpResponse<'me'>> => ({
    user: await services.accounts.me(userId),
  }),
  notifications: async (
    services: Services,
    userId: string | null,
  ): Promise<HttpResponse<'listNotifications'>> => ({
    notifications: await services.notifications.listFor(userId),
  }),
  chat: async (services: Services): Promise<HttpResponse<'getChatHistory'>> => ({
    chat: await services.chat.service.history(),
  }),
  emotes: (): HttpResponse<'listEmotes'> => ({ emotes: [...EMOTES] }),
  online: (services: Services): Promise<HttpResponse<'getUsersOnline'>> =>
    services.chat.online.list(),
  rain: async (services: Services): Promise<HttpResponse<'getRain'>> => ({
    rain: rainStateWire(await services.rain.state()),
  }),
  liveDrops: async (services: Services): Promise<HttpResponse<'getLiveDropsHistory'>> => ({
    Global: await services.liveDrops.history(),
  }),
  // request.ip honours X-Forwarded-For only from TRUST_PROXY addresses (Fastify's trustProxy).
  compliance: (services: Services, request: FastifyRequest) =>
    services.regionLock.check(request.ip, request.headers['user-agent']),
  inventory: async (services: Services, userId: string): Promise<HttpResponse<'getInventory'>> => ({
    inventory: { items: inventoryView(await services.inventory.list(userId)) },
  }),
  challenges: async (services: Services): Promise<HttpResponse<'listChallenges'>> => ({
    challenges: await services.challenges.list(),
  }),
  challengeTrackers: async (
    services: Services,
    userId: string,
  ): Promise<HttpResponse<'listChallengeTrackers'>> => ({
    trackers: await services.challenges.trackers(userId),
  }),
  responsibleGambling: async (
    services: Services,
    userId: string,
  ): Promise<HttpResponse<'getResponsibleGambling'>> => ({
    settings: await services.responsibleGambling.settings(userId),
  }),
};
