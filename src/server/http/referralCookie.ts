import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The referral code a browser brought from /r/{code}, kept by the server for its sign-up:
 * httpOnly (no script reads or plants it), SameSite=Lax, for a day, and sent only to the
 * sign-up routes (password registration and Steam sign-in live under /api/auth). The code
 * is no secret: setting it by hand is the same as visiting the link.
 */
export const REFERRAL_COOKIE = 'referral';
const REFERRAL_COOKIE_PATH = '/api/auth';
const REFERRAL_COOKIE_SECONDS = 24 * 60 * 60;

export function setReferralCookie(reply: FastifyReply, code: string, siteOrigin: string) {
  reply.setCookie(REFERRAL_COOKIE, code, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteOrigin.startsWith('https://'),
    path: REFERRAL_COOKIE_PATH,
    maxAge: REFERRAL_COOKIE_SECONDS,
  });
}

export function referralCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFERRAL_COOKIE];
}

/** Once the browser has an account (a sign-up or a sign-in), the code has done its part. */
export function clearReferralCookie(reply: FastifyReply, request: FastifyRequest) {
  if (referralCookieOf(request) !== undefined)
    reply.clearCookie(REFERRAL_COOKIE, { path: REFERRAL_COOKIE_PATH });
}
