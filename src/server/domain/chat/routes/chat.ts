import type { FastifyInstance } from 'fastify';
import { chatCalls } from '../../../../shared/contract/chat';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function chatRoutes(app: FastifyInstance, services: Services) {
  route(app, services, chatCalls.getChatHistory, () => startupParts.chat(services));

  route(app, services, chatCalls.listEmotes, async () => startupParts.emotes());
}
