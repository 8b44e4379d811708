import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Client, TestApp } from './testApp';

/**
 * Turns 2FA on for the client's player and ages the session's validation past freshness,
 * as if the code was typed eleven minutes ago. `verify()` types a new code; the backup codes
 * serve actions that take a code of their own.
 */
export async function staleTwoFactor(t: TestApp, client: Client, userId: string) {
  const setup = await client.post('/api/auth/2fa/setup');
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) });
  let step = totp.counter();
  const enable = await client.post('/api/auth/2fa/enable', {
    code: totp.generate({ timestamp: step * 30_000 }),
  });
  expect(enable.status).toBe(200);
  await t.app.services.db.execute(
    sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${userId}`,
  );
  return {
    backupCodes: enable.body.backupCodes as string[],
    async verify() {
      step += 1; // a code is spent once; the next step's code is new
      const res = await client.post('/api/auth/2fa/verify', {
        code: totp.generate({ timestamp: step * 30_000 }),
      });
      expect(res.status).toBe(200);
    },
  };
}
