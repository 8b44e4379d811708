import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a load balancer sends (nginx's $request_id is 32 hex digits, others send UUIDs);
// anything else (too long, spaces, control characters) would be a way into the logs.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a request is known by in every log line: the balancer's when well formed, else new. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, so a player's report and the logs can be matched. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
