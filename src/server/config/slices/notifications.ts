import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** Notifications: who counts as a new user, and which wins the winner is told about. */
export const notificationsEnv = {
  NEW_USER_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int()
    .min(0)
    .max(3650)
    .default(7),
  HIGH_WIN_MIN_PAYOUT: z.coerce
    .number({ error: 'must be a number of hundredths' })
    .int()
    .min(1)
    .default(100_000),
  RARE_WIN_MULTIPLIER: z.coerce
    .number({ error: 'must be a multiplier such as 100' })
    .min(1)
    .max(1_000_000)
    .default(100),
};

export interface NotificationsConfig {
  notifications: {
    /** NEW_USERS reaches accounts younger than this many days. */
    newUserDays: number;
    /** HIGH_WIN from this payout on, in hundredths. */
    highWinMinPayout: number;
    /** RARE_WIN from this multiplier on, in ten-thousandths (1,000,000 is 100x). */
    rareWinMinMultiplierE4: number;
  };
}

export function notificationsConfig(e: SliceEnv<typeof notificationsEnv>): NotificationsConfig {
  return {
    notifications: {
      newUserDays: e.NEW_USER_DAYS,
      highWinMinPayout: e.HIGH_WIN_MIN_PAYOUT,
      rareWinMinMultiplierE4: Math.round(e.RARE_WIN_MULTIPLIER * 10_000),
    },
  };
}
