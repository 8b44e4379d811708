import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { grantRole } from './promote';
import { Client, type TestApp } from './testApp';

/** A registered player with 2FA on: `code()` types the next authenticator code. */
export async function twoFactorPlayer(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
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
    client,
    user,
    backupCodes,
    code: () =>
      totpLeft-- > 0 ? totp.generate({ timestamp: ++step * 30_000 }) : backupCodes[--spare]!,
  };
}

export async function operatorClient(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  // Roles are read per request; a fresh login picks up nothing stale from the session cache.
  return client;
}
