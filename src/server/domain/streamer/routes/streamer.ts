import type { FastifyInstance } from 'fastify';
import { streamerCalls } from '../../../../shared/contract/streamer';
import { setStreamerMode } from '..';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** Capture links are made by hand, a few per stream: a tenth of the API's allowance is plenty. */
const CAPTURE_SHARE_OF_LIMIT = 10;

export function streamerRoutes(app: FastifyInstance, services: Services) {
  const captureLimit = {
    rateLimit: {
      max: Math.ceil(services.config.rateLimitPerMinute / CAPTURE_SHARE_OF_LIMIT),
      timeWindow: 60_000,
    },
  };

  route(app, services, streamerCalls.setStreamerMode, async ({ session, body }) => ({
    streamerMode: await setStreamerMode(
      services.db,
      services.events,
      session.userId,
      body.streamerMode,
    ),
  }));

  route(app, services, streamerCalls.listCaptureTokens, async ({ session }) => ({
    tokens: await services.captureTokens.list(session.userId),
  }));

  route(
    app,
    services,
    streamerCalls.createCaptureToken,
    async ({ session, body }) => services.captureTokens.create(session.userId, body.label),
    captureLimit,
  );

  route(
    app,
    services,
    streamerCalls.revokeCaptureToken,
    async ({ session, params }) => {
      await services.captureTokens.revoke(session.userId, params.id);
      return { id: params.id };
    },
    captureLimit,
  );
}
