import type { FastifyInstance } from 'fastify';
import { movedPageUrl } from '../../shared/moved-pages';
import { matchPageRoute, moderatorsToo, needsSession, staffOnly } from '../../shared/page-routes';
import { notFound } from '../domain/errors';
import type { Services } from '../services';
import { sendError } from './errors';
import { hasPlayerSession, hasStaffSession } from './route';
import { type PageSender, isPageUrl } from './spa';

/**
 * What answers a URL no route took. The app renders every page URL; the status says what it
 * shows: the page, the 404 page for a route it does not have (or a staff page to a player),
 * or the 401 page for a visitor on a player's page. A page that moved answers with where it
 * is now, for good (bookmarks follow it). Anything else is the API's 404.
 */
export function answerUnknownRoutes(
  http: FastifyInstance,
  services: Services,
  sendPage: PageSender | false,
): void {
  http.setNotFoundHandler(async (request, reply) => {
    if (sendPage && request.method === 'GET' && isPageUrl(request.url)) {
      const moved = movedPageUrl(request.url);
      if (moved) return reply.redirect(moved, 301);
      const route = matchPageRoute(request.url);
      if (!route) reply.code(404);
      else if (
        staffOnly(route) &&
        !(await hasStaffSession(services, request, moderatorsToo(route)))
      )
        reply.code(404);
      else if (needsSession(route) && !(await hasPlayerSession(services, request))) reply.code(401);
      return sendPage(request, reply);
    }
    return sendError(
      request,
      reply,
      notFound(`Route not found: ${request.method} ${request.url.split('?')[0]}`),
    );
  });
}
