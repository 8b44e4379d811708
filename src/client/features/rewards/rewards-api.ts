import type { HttpResponse, OpenDailyCaseBody } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { paceSetting } from '../instant-games/pace-setting';

export type RewardsAnswer = HttpResponse<'getRewards'>;
export type RakebackClaimAnswer = HttpResponse<'claimRakeback'>;
export type DailyCaseAnswer = HttpResponse<'openDailyCase'>;
export type LevelRewardAnswer = HttpResponse<'claimLevelReward'>;

/** The rewards page's calls (src/shared/contract/rewards.ts). */
export const rewardsApi = {
  get: () => apiRequest<RewardsAnswer>('/rewards/get', { method: 'POST' }),
  claimRakeback: () =>
    apiRequest<RakebackClaimAnswer>('/rewards/rakeback/claim', { method: 'POST' }),
  // The reel spins at the player's case-opening pace: the win is held everywhere until then.
  openDailyCase: (body: OpenDailyCaseBody) =>
    apiRequest<DailyCaseAnswer>('/rewards/daily-case/open', {
      method: 'POST',
      body: { ...body, pace: body.pace ?? paceSetting.get('case-unbox') },
    }),
  claimLevelReward: (level: number) =>
    apiRequest<LevelRewardAnswer>('/rewards/level/claim', { method: 'POST', body: { level } }),
};
