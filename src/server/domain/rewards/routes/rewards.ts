import type { FastifyInstance } from 'fastify';
import { rewardsCalls } from '../../../../shared/contract/rewards';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function rewardRoutes(app: FastifyInstance, services: Services) {
  route(app, services, rewardsCalls.getRewards, ({ session }) =>
    services.rewards.summary(session.userId),
  );
  route(app, services, rewardsCalls.claimRakeback, ({ session }) =>
    services.rewards.claimRakeback(session.userId),
  );
  route(app, services, rewardsCalls.openDailyCase, ({ body, session }) =>
    services.rewards.openDailyCase(session.userId, body.level, body.pace),
  );
  route(app, services, rewardsCalls.claimLevelReward, ({ body, session }) =>
    services.rewards.claimLevelReward(session.userId, body.level),
  );
}
