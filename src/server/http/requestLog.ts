import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { userIdOf } from './route';

/**
 * One log line a request, written once it is answered, with what an operator looks a
 * request up by. Fastify's own two lines a request (one on arrival, one on the answer) cost
 * about half as much again (docs/operations.md). Its other lines (a failed answer's error, a
 * broken stream) stay as Fastify writes them.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      userId: userIdOf(request),
      err: error ?? undefined,
    };
    // An error here is the connection's, after the answer began (the handler's own errors
    // are logged where they are answered).
    if (error) request.log.error(line, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
