import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { grantRole } from './promote';
import { Client, type TestApp } from './testApp';

/**
 * Turns 2FA on for the client's account; enabling validates the session, so for the next
 * 10 minutes its staff actions need no code. `code()` types the next authenticator code,
 * then backup codes (last first).
 */
export async function enableTwoFactor(client: Client) {
  const setup = await client.post('/api/auth/2fa/setup');
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) });
  let step = totp.counter();
  const enable = await client.post('/api/auth/2fa/enable', {
    code: totp.generate({ timestamp: step * 30_000 }),
  });
  expect(enable.status).toBe(200);
  const backupCodes = enable.body.backupCodes as string[];
  // The authenticator accepts the next step once; later codes are backup codes (last first).
  let spare = backupCodes.length;
  let totpLeft = 1;
  return {
    backupCodes,
    code: () =>
      totpLeft-- > 0 ? totp.generate({ timestamp: ++step * 30_000 }) : backupCodes[--spare]!,
  };
}

/** A registered player with 2FA on: `code()` types the next authenticator code. */
export async function twoFactorPlayer(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user, ...(await enableTwoFactor(client)) };
}

/** An ADMIN with 2FA on and validated in this session: their cashier decisions need no code. */
export async function operatorClient(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  await enableTwoFactor(client);
  // Roles are read per request; a fresh login picks up nothing stale from the session cache.
  return client;
}
