import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandById } from '../../shared/brands';
import type { ClientConfig } from '../../shared/client-config';
import { projectRoot } from '../lib/projectRoot';
import { withBrand } from './brandPage';
import { withClientConfig } from './clientConfigTag';
import { type ShareMeta, withShareMeta } from './shareMeta';
import { restoreSignedInHint } from './sessionCookie';
import { SESSION_COOKIE } from './route';
import { withUserPreload } from './startupPreload';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every page
 * route so the client router takes over. The page carries this start's public client
 * settings and is dressed as its brand. Returns false when there is no build to serve.
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string,
  clientConfig: ClientConfig,
  siteOrigin: string,
): Promise<false | PageSender> {
  const root = resolve(projectRoot(), clientDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexText = withClientConfig(
    withBrand(readFileSync(indexFile, 'utf8'), brandById(clientConfig.brand)),
    clientConfig,
  );
  const indexHtml = Buffer.from(indexText);
  const playerText = withUserPreload(indexText);
  const playerHtml = Buffer.from(playerText);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build wrote a brotli and a gzip copy of each script and style (precompress-plugin):
    // sent as they are to a browser that takes them, so nothing is compressed per request.
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendPage: PageSender = (request, reply, meta) => {
    restoreSignedInHint(request, reply, siteOrigin);
    // A browser with a session reads its user first: the page starts that read early.
    const player = Boolean(request.cookies[SESSION_COOKIE]);
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(
        meta
          ? withShareMeta(player ? playerText : indexText, meta)
          : player
            ? playerHtml
            : indexHtml,
      );
  };
  app.get('/', sendPage);
  return sendPage;
}

/** Answers a page route with the app's index.html, with a page's share tags when given. */
export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  meta?: ShareMeta,
) => FastifyReply;

/** Page routes: anything that is not the API, the socket, or a file with an extension. */
export function isPageUrl(url: string): boolean {
  return !/^\/(api|socket\.io|docs)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);
}
