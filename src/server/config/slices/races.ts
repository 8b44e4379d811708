import { flag, hundredths, seconds, type SliceEnv } from '../envFields';

/** Wager races (domain/races): a daily and a weekly race, paid from promotions. */
export const racesEnv = {
  RACE_DAILY_POOL: hundredths.min(0).default(10_000),
  RACE_WEEKLY_POOL: hundredths.min(0).default(50_000),
  RACE_SETTLE_GRACE_SECONDS: seconds.max(3600).default(10),
  RACES_SCHEDULED: flag.default(true),
};

export interface RacesConfig {
  races: {
    /** The pools, in hundredths, split among the top 10 (racePrizes.ts). */
    dailyPool: number;
    weeklyPool: number;
    /** A race is paid this long after it ended, so bets settled just before the end count. */
    settleGraceMs: number;
    /** How often a process looks for ended races to pay. */
    settleIntervalMs: number;
    /** This process pays ended races on its timer (tests call settleEnded() themselves). */
    scheduled: boolean;
  };
}

export function racesConfig(e: SliceEnv<typeof racesEnv>): RacesConfig {
  return {
    races: {
      dailyPool: e.RACE_DAILY_POOL,
      weeklyPool: e.RACE_WEEKLY_POOL,
      settleGraceMs: e.RACE_SETTLE_GRACE_SECONDS * 1000,
      settleIntervalMs: 5_000,
      scheduled: e.RACES_SCHEDULED,
    },
  };
}
