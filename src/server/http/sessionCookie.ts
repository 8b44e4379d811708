import type { FastifyReply } from 'fastify';
import { SESSION_MAX_AGE_SECONDS } from '../domain/accounts/accounts';
import { SESSION_COOKIE } from './route';

/** The session cookie, the same for every way of signing in: httpOnly, SameSite=Lax, Secure off localhost. */
export function setSessionCookie(reply: FastifyReply, siteOrigin: string, token: string) {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteOrigin.startsWith('https://'),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
