import { z } from 'zod';
import { hundredths, type SliceEnv } from '../envFields';

/** Tips (domain/tips): when a sender with 2FA types a fresh code. */
export const tipsEnv = {
  TIP_TWO_FACTOR_ABOVE: hundredths.min(0).default(50_000),
  TIP_TWO_FACTOR_WINDOW_HOURS: z.coerce
    .number({ error: 'must be hours' })
    .int()
    .min(1)
    .max(720)
    .default(24),
};

export interface TipsConfig {
  /**
   * A tip (to a player or the rain) that takes the sender's tips within the window above
   * this many hundredths needs a fresh second factor when the sender has 2FA.
   */
  tipTwoFactorAbove: number;
  tipTwoFactorWindowMs: number;
}

export function tipsConfig(e: SliceEnv<typeof tipsEnv>): TipsConfig {
  return {
    tipTwoFactorAbove: e.TIP_TWO_FACTOR_ABOVE,
    tipTwoFactorWindowMs: e.TIP_TWO_FACTOR_WINDOW_HOURS * 3_600_000,
  };
}
