import { z } from 'zod';
import { flag, type SliceEnv } from '../envFields';

/** The accrual step (domain/accruals): rewards that follow settled wagers. */
export const accrualsEnv = {
  ACCRUAL_INTERVAL_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(50)
    .max(60_000)
    .default(1000),
  ACCRUALS_SCHEDULED: flag.default(true),
  ACCRUALS_AWAIT_REVEAL: flag.default(true),
};

export interface AccrualsConfig {
  accruals: {
    /** How often a process looks for settled wagers not yet accrued. */
    intervalMs: number;
    /** This process runs the step on its timer (tests run it themselves with drain()). */
    scheduled: boolean;
    /**
     * A bet accrues only once its game's longest reveal has passed, so nothing that follows
     * wagers tells of an outcome still animating (tests turn it off to accrue at once).
     */
    awaitReveal: boolean;
  };
}

export function accrualsConfig(e: SliceEnv<typeof accrualsEnv>): AccrualsConfig {
  return {
    accruals: {
      intervalMs: e.ACCRUAL_INTERVAL_MS,
      scheduled: e.ACCRUALS_SCHEDULED,
      awaitReveal: e.ACCRUALS_AWAIT_REVEAL,
    },
  };
}
