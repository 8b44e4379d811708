import type { RewardGameManifest } from '../manifest';

// The reward wheel's pure manifest (docs/games/reward-wheel.md): a free spin, so it is
// listed with the games the site gives away, not with those a player stakes on.
export const rewardWheelGame: RewardGameManifest<'reward-wheel', 'wheel'> = {
  kind: 'reward-wheel',
  name: 'Reward Wheel',
  fairnessSlug: 'wheel',
};
