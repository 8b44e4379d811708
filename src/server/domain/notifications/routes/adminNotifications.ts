import type { FastifyInstance } from 'fastify';
import { adminNotificationsCalls } from '../../../../shared/contract/adminNotifications';
import {
  createAnnouncement,
  expireAnnouncement,
  listOperatorAnnouncements,
  updateAnnouncement,
} from '../announcements';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function adminNotificationRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    adminNotificationsCalls.adminCreateAnnouncement,
    async ({ body, session }) => ({
      announcement: await createAnnouncement(services, session.userId, body),
    }),
  );

  route(
    app,
    services,
    adminNotificationsCalls.adminUpdateAnnouncement,
    async ({ body, session }) => ({
      announcement: await updateAnnouncement(services, session.userId, body),
    }),
  );

  route(
    app,
    services,
    adminNotificationsCalls.adminExpireAnnouncement,
    async ({ body, session }) => ({
      announcement: await expireAnnouncement(services, session.userId, body.id),
    }),
  );

  route(
    app,
    services,
    adminNotificationsCalls.adminListAnnouncements,
    async ({ query, session }) => ({
      announcements: await listOperatorAnnouncements(services, session.userId, query),
    }),
  );
}
