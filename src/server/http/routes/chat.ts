import type { FastifyInstance } from 'fastify';
import { chatCalls } from '../../../shared/contract/chat';
import { EMOTES } from '../../domain/chat/emotes';
import type { Services } from '../../services';
import { route } from '../route';

export function chatRoutes(app: FastifyInstance, services: Services) {
  route(app, services, chatCalls.getChatHistory, async () => ({
    chat: await services.chat.service.history(),
  }));

  route(app, services, chatCalls.listEmotes, async () => ({ emotes: [...EMOTES] }));
}
