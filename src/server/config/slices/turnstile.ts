import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** Cloudflare Turnstile on register and login: off unless a secret is set. */
export const turnstileEnv = {
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ error: 'must be a URL' })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
};

export interface TurnstileConfig {
  turnstile: { secret: string | undefined; siteKey: string | undefined; verifyUrl: string };
}

export function turnstileConfig(e: SliceEnv<typeof turnstileEnv>): TurnstileConfig {
  return {
    turnstile: {
      secret: e.TURNSTILE_SECRET,
      siteKey: e.TURNSTILE_SITE_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
  };
}
