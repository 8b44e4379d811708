import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a third-party sign-in or link to the browser that started it: the flow's state
 * goes into an httpOnly, SameSite=Lax cookie scoped to the flow's routes, and the return
 * must bring the same state in its address and in this cookie. A return address opened in
 * another browser (leaked, or planted for login CSRF) comes without it and is refused.
 * Lax still sends it on the provider's top-level redirect back.
 */
export interface FlowCookie {
  name: string;
  /** The routes that see the cookie: the start and its return. */
  path: string;
}

export const STEAM_FLOW_COOKIE: FlowCookie = { name: 'steam_state', path: '/api/auth/steam' };
export const DISCORD_FLOW_COOKIE: FlowCookie = { name: 'discord_state', path: '/api/discord' };

/** As long as the state itself lives (oauth_states, 10 minutes). */
const FLOW_COOKIE_SECONDS = 10 * 60;

export function setFlowCookie(
  reply: FastifyReply,
  cookie: FlowCookie,
  state: string,
  siteOrigin: string,
) {
  reply.setCookie(cookie.name, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteOrigin.startsWith('https://'),
    path: cookie.path,
    maxAge: FLOW_COOKIE_SECONDS,
  });
}

/**
 * The state this browser holds for the flow. It is left to expire: the state itself is
 * single-use in the database, and a later start overwrites it.
 */
export function flowCookieOf(request: FastifyRequest, cookie: FlowCookie): string | undefined {
  return request.cookies[cookie.name];
}
