import { z } from 'zod';
import { flag, type SliceEnv } from '../envFields';

/** The demo: gems for new accounts, and whether the offline sandboxes may run. */
export const demoEnv = {
  DEMO_MODE: flag.default(true),
  // Staging only: the sandboxes (payments, prices, skin market) without DEMO_MODE.
  ALLOW_SANDBOXES: flag.default(false),
  DEMO_GRANT: z.coerce.number().int().min(0).default(100_000),
};

export interface DemoConfig {
  demoMode: boolean;
  demoGrant: number;
}

export function demoConfig(e: SliceEnv<typeof demoEnv>): DemoConfig {
  return { demoMode: e.DEMO_MODE, demoGrant: e.DEMO_GRANT };
}
