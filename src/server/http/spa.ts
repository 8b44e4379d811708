import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../shared/client-config';
import { projectRoot } from '../lib/projectRoot';
import { withClientConfig } from './clientConfigTag';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every page
 * route so the client router takes over. The page carries this start's public client
 * settings. Returns false when there is no build to serve.
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string,
  clientConfig: ClientConfig,
): Promise<false | ((url: string) => boolean)> {
  const root = resolve(projectRoot(), clientDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = Buffer.from(withClientConfig(readFileSync(indexFile, 'utf8'), clientConfig));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml),
  );
  // Page routes: anything that is not the API, the socket, or a file with an extension.
  const isPage = (url: string) =>
    !/^\/(api|socket\.io|docs)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);
  app.decorate('sendIndex', indexHtml);
  return isPage;
}
