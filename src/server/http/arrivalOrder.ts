import type { FastifyInstance } from 'fastify';
import { asWorkArrivedAt } from '../lib/workArrival';

/**
 * Each request's work knows when the request arrived, so that the embedded database serves
 * its turns oldest request first (db/turnQueue.ts). From the first hook after the body is
 * read: everything the request does from there on runs in this context.
 */
export function serveInArrivalOrder(app: FastifyInstance): void {
  app.addHook('preValidation', (_request, reply, done) =>
    asWorkArrivedAt(performance.now() - reply.elapsedTime, done),
  );
}
