/** The rewards' clock: the UTC day of a daily case. Tests move `now` to cross midnight. */
export interface RewardsClock {
  now: () => number;
}

export const systemRewardsClock = (): RewardsClock => ({ now: () => Date.now() });
