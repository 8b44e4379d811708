import { chatRoutes } from './routes/chat';
import { moderationRoutes } from './routes/moderation';
import { onlineUserRoutes } from './routes/onlineUsers';
import { userStatsRoutes } from './routes/userStats';
import type { ServerModule } from '../../modules/serverModule';
import { chatRelays } from './relays';

/** Chat, its moderation, the online count and the player cards chat opens. */
export const serverModule: ServerModule = {
  name: 'chat',
  routes(api, services) {
    chatRoutes(api, services);
    moderationRoutes(api, services);
    onlineUserRoutes(api, services);
    userStatsRoutes(api, services);
  },
  relayEntries: chatRelays,
};
