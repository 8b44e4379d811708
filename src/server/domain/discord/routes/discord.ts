import type { FastifyInstance } from 'fastify';
import { discordCalls } from '../../../../shared/contract/discord';
import { createDiscordApi } from '../createDiscordApi';
import { DiscordLinks } from '../discordLinks';
import { DomainError } from '../../errors';
import type { Services } from '../../../services';
import { linkResultPage } from '../../../http/discordPages';
import { DISCORD_FLOW_COOKIE, setFlowCookie, flowCookieOf } from '../../../http/flowCookie';
import { route } from '../../../http/route';
import { discordSandboxRoutes } from './discordSandbox';

// Registered under the /api prefix; Discord must see the very same address at both ends.
export const DISCORD_CALLBACK_PATH = '/api/discord/callback';

/** Linking a Discord account and checking membership of our server (sandbox when unconfigured). */
export function discordRoutes(app: FastifyInstance, services: Services) {
  const { siteOrigin } = services.config;
  const redirectUri = siteOrigin + DISCORD_CALLBACK_PATH;
  const { api, sandbox } = createDiscordApi(services.config);
  const links = new DiscordLinks(services.db, api, redirectUri);
  if (sandbox) discordSandboxRoutes(app, redirectUri);

  route(app, services, discordCalls.linkDiscord, async ({ session, reply }) => {
    const { url, state } = await links.startLink(session.userId);
    setFlowCookie(reply, DISCORD_FLOW_COOKIE, state, siteOrigin);
    reply.code(302).header('location', url).header('cache-control', 'no-store');
    return '';
  });

  // Always a page (the popup shows it), never JSON: failures become a 'failed' message.
  route(app, services, discordCalls.discordCallback, async ({ query, session, request, reply }) => {
    try {
      const linked = await links.finishLink({
        userId: session?.userId ?? null,
        state: query.state,
        browserState: flowCookieOf(request, DISCORD_FLOW_COOKIE),
        code: query.code,
        error: query.error,
      });
      const message = `Discord account ${linked.username} linked.`;
      return linkResultPage(reply, { type: 'discord', status: 'linked', message }, siteOrigin);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.status >= 500) request.log.warn({ err: error }, 'discord link failed');
      reply.code(error.status);
      const failed = { type: 'discord', status: 'failed', message: error.message } as const;
      return linkResultPage(reply, failed, siteOrigin);
    }
  });

  route(app, services, discordCalls.unlinkDiscord, async ({ session }) => {
    await links.unlink(session.userId);
    return { ok: true as const };
  });

  route(app, services, discordCalls.checkDiscord, async ({ session }) => ({
    data: { state: await links.check(session.userId) },
  }));
}
