import { hundredths, seconds, type SliceEnv } from '../envFields';

/** The lobby's live feeds: which drops count as Top, how often game activity is recounted. */
export const activityEnv = {
  LIVE_DROP_TOP_MIN: hundredths.min(1).default(50_000),
  GAME_ACTIVITY_SECONDS: seconds.min(1).max(300).default(3),
};

export interface ActivityConfig {
  /** A drop worth at least this many hundredths is also listed under Top. */
  liveDropTopMin: number;
  /** How often games.activity is recounted at most. */
  gameActivityIntervalMs: number;
}

export function activityConfig(e: SliceEnv<typeof activityEnv>): ActivityConfig {
  return {
    liveDropTopMin: e.LIVE_DROP_TOP_MIN,
    gameActivityIntervalMs: e.GAME_ACTIVITY_SECONDS * 1000,
  };
}
