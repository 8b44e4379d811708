import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/session-hint';
import { SESSION_MAX_AGE_SECONDS } from '../domain/accounts';
import { SESSION_COOKIE } from './route';

/**
 * The session cookie, the same for every way of signing in: httpOnly, SameSite=Lax, Secure
 * off localhost. Beside it, a readable hint that a session exists (no secret, never
 * trusted) so a visitor's page need not ask `/users/me` only to be told 401.
 */
export function setSessionCookie(reply: FastifyReply, siteOrigin: string, token: string) {
  const secure = siteOrigin.startsWith('https://');
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return setSignedInHint(reply, siteOrigin);
}

/** The readable hint alone, for a session cookie set before the hint existed. */
export function setSignedInHint(reply: FastifyReply, siteOrigin: string) {
  return reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure: siteOrigin.startsWith('https://'),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/**
 * A page load that carries a session cookie but no hint (signed in before the hint
 * existed) gets the hint, so the page asks `/users/me` instead of showing a visitor.
 */
export function restoreSignedInHint(
  request: FastifyRequest,
  reply: FastifyReply,
  siteOrigin: string,
) {
  const cookies = request.cookies;
  if (cookies[SESSION_COOKIE] && !cookies[SIGNED_IN_HINT_COOKIE])
    setSignedInHint(reply, siteOrigin);
}

/** Ends the session cookie and its hint together. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
