import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_NOT_MEMBER_PREFIX,
  SANDBOX_USERNAME,
  sandboxCode,
} from '../sandboxDiscordApi';
import { sandboxAuthorizePage } from '../../../http/discordPages';

const APPROVE_PATH = '/api/sandbox/discord/approve';
const state = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a link state this site issued' });

/**
 * The offline stand-in for Discord's authorize page. Like Discord, it sends the browser
 * only to the registered callback, so it can never be used as an open redirect.
 */
export function discordSandboxRoutes(app: FastifyInstance, redirectUri: string) {
  const authorizeQuery = z.object({
    response_type: z.literal('code', { error: 'must be code' }),
    redirect_uri: z.literal(redirectUri, { error: "must be this site's Discord callback" }),
    state,
  });
  const approveQuery = z
    .object({
      state,
      decision: z.enum(['approve', 'cancel'], { error: 'must be approve or cancel' }),
      username: z
        .string()
        .trim()
        .toLowerCase()
        .regex(SANDBOX_USERNAME, {
          error: 'must be 2-32 lowercase letters, digits, underscores or dots',
        })
        .optional(),
    })
    .refine((q) => q.decision === 'cancel' || q.username, {
      path: ['username'],
      error: 'is required to approve',
    });

  app.get(strip(SANDBOX_AUTHORIZE_PATH), async (request, reply) => {
    const query = authorizeQuery.parse(request.query);
    return sandboxAuthorizePage(reply, {
      state: query.state,
      approvePath: APPROVE_PATH,
      notMemberPrefix: SANDBOX_NOT_MEMBER_PREFIX,
    });
  });

  app.get(strip(APPROVE_PATH), async (request, reply) => {
    const query = approveQuery.parse(request.query);
    const answer = new URLSearchParams(
      query.decision === 'approve'
        ? { code: sandboxCode(query.username!), state: query.state }
        : { error: 'access_denied', error_description: 'The user cancelled', state: query.state },
    );
    return reply.header('cache-control', 'no-store').redirect(`${redirectUri}?${answer}`, 302);
  });
}

/** These routes sit inside the /api prefix, like every other API route. */
function strip(path: string) {
  return path.replace(/^\/api/, '');
}
