import { notificationRoutes } from './routes/notifications';
import { adminNotificationRoutes } from './routes/adminNotifications';
import { relayNotifications } from '../../realtime/notificationRelay';
import type { ServerModule } from '../../modules/serverModule';

/** Notifications and their staff sender. */
export const serverModule: ServerModule = {
  name: 'notifications',
  routes(api, services) {
    notificationRoutes(api, services);
    adminNotificationRoutes(api, services);
  },
  relays: relayNotifications,
};
