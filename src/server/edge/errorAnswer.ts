import { ZodError } from 'zod';
import { DomainError } from '../domain/errors';
import { playRefusalOf } from '../domain/responsibleGambling';
import { STORE_UNAVAILABLE_MESSAGE, isStoreUnavailable } from './storeUnavailable';

/**
 * The one mapping from a thrown error to what a caller is told, shared by the HTTP routes
 * and the socket handlers: `{ error: { message, code } }` with an HTTP status. It knows no
 * transport: HTTP sends `status` and `body`, a socket acknowledges with `body`.
 */
export interface ErrorAnswer {
  status: number;
  body: { error: { message: string; code: string } };
}

export const INTERNAL_ERROR_MESSAGE =
  'Something went wrong. Please refresh the page or contact support if the issue continues.';

/** The first problem, named by its field, is the most useful thing to tell a caller. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  return describeIssue(issue, []);
}

type Issue = ZodError['issues'][number];

function describeIssue(issue: Issue, at: PropertyKey[]): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const path = [...at, ...issue.path];
  // A union whose value had the type of exactly one option (text where text or a list may
  // go): that option's own problem (a NUL byte, a length) says more than the union's words.
  if (issue.code === 'invalid_union') {
    const fitting = issue.errors.filter(
      (issues) => !issues.some((i) => i.code === 'invalid_type' && i.path.length === 0),
    );
    if (fitting.length === 1 && fitting[0]![0]) return describeIssue(fitting[0]![0], path);
  }
  const field = path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** A framework's own client error (a bad JSON body, a body too large): status and code. */
interface ClientFault {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

export function toErrorAnswer(thrown: unknown): ErrorAnswer {
  // A stake refused by the bets guard (self-exclusion, a limit) inside a game's statement.
  const error = playRefusalOf(thrown) ?? thrown;
  if (error instanceof DomainError) {
    return { status: error.status, body: { error: { message: error.message, code: error.code } } };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { error: { message: describeZodError(error), code: 'VALIDATION' } },
    };
  }
  const fault = (typeof error === 'object' && error !== null ? error : {}) as ClientFault;
  const status = fault.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = typeof fault.code === 'string' ? fault.code : 'BAD_REQUEST';
    return { status, body: { error: { message: clientMessage(code, fault.message), code } } };
  }
  // PostgreSQL restarting, Redis cut: the request may succeed in a few seconds.
  if (isStoreUnavailable(error)) {
    return {
      status: 503,
      body: { error: { message: STORE_UNAVAILABLE_MESSAGE, code: 'STORE_UNAVAILABLE' } },
    };
  }
  return { status: 500, body: { error: { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } } };
}

function clientMessage(code: string, message: unknown): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    default:
      return typeof message === 'string' && message ? message : 'Bad request';
  }
}
