import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorAnswer } from '../edge/errorAnswer';

/** Sends an error the way every answer is shaped (edge/errorAnswer.ts); logs the unexpected. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const answer = toErrorAnswer(error);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(answer.status).send(answer.body);
}
