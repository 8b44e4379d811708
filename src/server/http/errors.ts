import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DomainError } from '../domain/errors';

export interface ErrorAnswer {
  status: number;
  body: { error: { message: string; code: string } };
}

/** The first problem, named by its field, is the most useful thing to tell a caller. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof DomainError) {
    return { status: error.status, body: { error: { message: error.message, code: error.code } } };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { error: { message: describeZodError(error), code: 'VALIDATION' } },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: { message: clientMessage(fastifyError), code: fastifyError.code ?? 'BAD_REQUEST' },
      },
    };
  }
  return {
    status: 500,
    body: {
      error: {
        message:
          'Something went wrong. Please refresh the page or contact support if the issue continues.',
        code: 'INTERNAL',
      },
    },
  };
}

function clientMessage(error: Partial<FastifyError>): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    default:
      return error.message ?? 'Bad request';
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const answer = toErrorAnswer(error);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(answer.status).send(answer.body);
}
