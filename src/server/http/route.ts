import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HttpCall } from '../../shared/contract/define';
import { SITE_RUNNER_ROLES, isStaff } from '../../shared/staff-roles';
import type { SessionContext } from '../domain/accounts';
import { assertCan } from '../domain/accounts';
import { DomainError, notAuthenticated } from '../domain/errors';
import { twoFactorCodeRequired } from '../domain/accounts';
import type { ActionName } from '../edge/limits';
import type { Services } from '../services';

export interface RouteContext<C extends HttpCall> {
  body: z.infer<C['body']>;
  params: z.infer<C['params']>;
  query: z.infer<C['query']>;
  /** Present when the call needs auth (guaranteed), or when a session cookie is live. */
  session: C['auth'] extends true ? SessionContext : SessionContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const SESSION_COOKIE = 'sid';

/** A session that owes its second factor may only provide it, or log out. */
const ALLOWED_WHILE_PENDING = new Set(['/auth/2fa/verify', '/auth/logout']);

/**
 * A ban ends every session of the player, so only a session that raced it (a login
 * committing after the ban) gets here: it may still see the account (and the ban) and log
 * out; nothing else.
 */
const ALLOWED_WHILE_BANNED = new Set(['/users/me', '/auth/logout', '/auth/websocket']);

/**
 * Who asks, decided before any input is read: the session (401 when the call needs one and
 * there is none; a pending second factor or a ban confine it), then a staff call's
 * permission (403). So a visitor or a player learns nothing of a staff call's shape from
 * its 400s, whatever they send.
 */
export async function authorize(
  services: Services,
  call: HttpCall,
  request: FastifyRequest,
): Promise<SessionContext | null> {
  // From memory for a few seconds after a read; ended sessions are cleared everywhere.
  let session = await services.accounts.resolveSession(request.cookies[SESSION_COOKIE]);
  if (session?.pendingTwoFactor && !ALLOWED_WHILE_PENDING.has(call.path)) {
    if (call.auth) throw twoFactorCodeRequired();
    session = null;
  }
  if (call.auth && !session) throw notAuthenticated();
  if (call.auth && session?.bannedUntil && !ALLOWED_WHILE_BANNED.has(call.path)) {
    throw new DomainError(
      'BANNED',
      `This account is banned until ${session.bannedUntil.toISOString()}`,
      403,
    );
  }
  if (call.permission) {
    if (!session) throw notAuthenticated();
    assertCan(await services.accounts.rolesOf(session.userId), call.permission);
  }
  return session;
}

/**
 * Whether `GET /users/me` would answer this request with a player: the web app shows a
 * visitor (and a page that needs a session, its 401 page) otherwise.
 */
export async function hasPlayerSession(
  services: Services,
  request: FastifyRequest,
): Promise<boolean> {
  const session = await services.accounts.resolveSession(request.cookies[SESSION_COOKIE]);
  return session !== null && !session.pendingTwoFactor;
}

/**
 * Whether the request's session is a staff member's (the back office's pages): any staff
 * with `moderatorsToo`, else a site runner's (ADMIN, SUPER_ADMIN).
 */
export async function hasStaffSession(
  services: Services,
  request: FastifyRequest,
  moderatorsToo = true,
): Promise<boolean> {
  const session = await services.accounts.resolveSession(request.cookies[SESSION_COOKIE]);
  if (session === null || session.pendingTwoFactor) return false;
  const roles = await services.accounts.rolesOf(session.userId);
  return moderatorsToo ? isStaff(roles) : roles.some((role) => SITE_RUNNER_ROLES.includes(role));
}

/** Each request's session, as authorize() found it before the body was read. */
const sessionOf = new WeakMap<FastifyRequest, SessionContext | null>();

/** The player a contract call was made as, once authorize() has run; else undefined. */
export const userIdOf = (request: FastifyRequest): string | undefined =>
  sessionOf.get(request)?.userId;

/**
 * Binds a contract call to a handler: checks who asks (authorize(), before the body is even
 * parsed as JSON), parses every input with the call's zod schemas, and (outside production)
 * checks the answer against the contract too.
 */
export function route<C extends HttpCall>(
  app: FastifyInstance,
  services: Services,
  call: C,
  handler: (ctx: RouteContext<C>) => Promise<z.infer<C['response']>>,
  options: {
    /** A tighter per-address limit than the API's own (@fastify/rate-limit's route config). */
    rateLimit?: { max: number; timeWindow: number };
    /**
     * A call worth limiting per account and per address (edge/limits.ts). The account is the
     * session's, unless `subject` names whom the call is about (the username of a log-in).
     */
    limit?: {
      action: ActionName;
      subject?: (ctx: Pick<RouteContext<C>, 'body' | 'session'>) => string | undefined;
    };
    /** A call that carries a file (a KYC document) allows a larger body than the site's. */
    bodyLimit?: number;
  } = {},
) {
  const checkAnswers = services.config.env !== 'production';
  app.route({
    method: call.method,
    url: call.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // preParsing runs before the body is read, so broken JSON or an oversized body cannot
    // answer first either; and after every onRequest hook, so the rate limit still does.
    preParsing: async (request, _reply, payload) => {
      sessionOf.set(request, await authorize(services, call, request));
      return payload;
    },
    handler: async (request, reply) => {
      const session = sessionOf.get(request) ?? null;
      // Only an absent body means "no fields"; a JSON null is a body, and a wrong one.
      const body = call.body.parse(
        request.body === undefined ? {} : request.body,
      ) as RouteContext<C>['body'];
      const params = call.params.parse(request.params ?? {}) as RouteContext<C>['params'];
      const query = call.query.parse(request.query ?? {}) as RouteContext<C>['query'];
      if (options.limit) {
        const { action, subject } = options.limit;
        const who = { body, session: session as RouteContext<C>['session'] };
        await services.actionLimiter.check(action, {
          address: request.ip,
          subject: subject ? subject(who) : session?.userId,
        });
      }
      const answer = await handler({
        body,
        params,
        query,
        session: session as RouteContext<C>['session'],
        request,
        reply,
      });
      if (checkAnswers) call.response.parse(answer);
      return answer;
    },
  });
}
