import { notificationRoutes } from '../../http/routes/notifications';
import { adminNotificationRoutes } from '../../http/routes/adminNotifications';
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
