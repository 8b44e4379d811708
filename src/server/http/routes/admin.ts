import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCalls } from '../../../shared/contract/admin';
import { adjustBalance } from '../../domain/admin/adjustBalance';
import type { Services } from '../../services';
import { route } from '../route';

const idempotencyHeader = z.string().min(8).max(100).optional();

export function adminRoutes(app: FastifyInstance, services: Services) {
  route(app, services, adminCalls.adminAdjustBalance, async ({ body, session, request }) =>
    adjustBalance(services, {
      actorId: session.userId,
      ...body,
      idempotencyKey: idempotencyHeader.parse(request.headers['idempotency-key']),
    }),
  );
}
