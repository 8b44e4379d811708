import { writeFileSync } from 'node:fs';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownClientAddress } from './client-address';
import { GRANTER_PASSWORD, granterFile, operatorPassword } from './operator';

/**
 * Roles change only on a super admin's fresh 2FA, and the demo operator (the only one) keeps
 * 2FA off, since every spec signs in as it with its password alone. Once, before any spec
 * runs (after the server is up), the operator turns 2FA on, makes a SUPER_ADMIN of its own
 * with 2FA on, the granter, and turns its 2FA off again: no operator session is open yet for
 * the change to end. Specs that need an ADMIN with 2FA ask the granter (twoFactorAdmin).
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
  const operator = await request.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const granter = await request.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  try {
    await must(
      operator.post('/api/auth/login', {
        data: { login: 'operator', password: operatorPassword() },
      }),
    );
    const operatorBackupCodes = await turnOnTwoFactor(operator);

    const username = `granter${Date.now().toString(36)}`.slice(0, 16);
    const registered = await must(
      granter.post('/api/auth/register', {
        data: {
          username,
          email: `${username}@example.com`,
          password: GRANTER_PASSWORD,
          acceptTerms: true,
        },
      }),
    );
    const granterId = ((await registered.json()) as { user: { id: string } }).user.id;
    const backupCodes = await turnOnTwoFactor(granter);

    // Turning 2FA on validated the operator's session: the change needs no code.
    await must(
      operator.post('/api/admin/users/roles', {
        data: {
          userId: granterId,
          roles: ['PLAYER', 'SUPER_ADMIN'],
          reason: 'Grants the roles the e2e specs need',
        },
      }),
    );
    await must(operator.post('/api/auth/2fa/disable', { data: { code: operatorBackupCodes[0] } }));
    await must(operator.post('/api/auth/logout'));
    writeFileSync(granterFile(), JSON.stringify({ login: username, backupCodes }), {
      mode: 0o600,
    });
  } finally {
    await operator.dispose();
    await granter.dispose();
  }
}

/** Turns 2FA on for the request's account (validating its session); answers the backup codes. */
async function turnOnTwoFactor(context: APIRequestContext): Promise<string[]> {
  const setup = await must(context.post('/api/auth/2fa/setup'));
  const totp = new TOTP({
    secret: Secret.fromBase32(((await setup.json()) as { secret: string }).secret),
  });
  const enable = await must(
    context.post('/api/auth/2fa/enable', { data: { code: totp.generate() } }),
  );
  return ((await enable.json()) as { backupCodes: string[] }).backupCodes;
}

async function must(answer: Promise<APIResponse>): Promise<APIResponse> {
  const res = await answer;
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return res;
}
