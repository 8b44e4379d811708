import type { FastifyInstance } from 'fastify';
import { notificationsCalls } from '../../../../shared/contract/notifications';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function notificationRoutes(app: FastifyInstance, services: Services) {
  route(app, services, notificationsCalls.listNotifications, ({ session }) =>
    startupParts.notifications(services, session?.userId ?? null),
  );

  route(app, services, notificationsCalls.dismissNotification, async ({ body, session }) => {
    await services.notifications.dismiss(session.userId, body.data.notificationId);
    return { ok: true as const };
  });
}
