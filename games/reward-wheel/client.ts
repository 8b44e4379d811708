import type { ClientRewardGame, ViewModule } from '../manifest.client';

// The reward wheel's browser half: its fairness page's spin check. The wheel itself is part
// of the rewards page (src/client/features/wheel).
export const rewardWheelClient: ClientRewardGame<'reward-wheel', 'wheel'> = {
  kind: 'reward-wheel',
  fairness: { slug: 'wheel', name: 'Reward Wheel' },
  fairnessSection: (): ViewModule => import('./verifier/WheelVerifierSection'),
};
