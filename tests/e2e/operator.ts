import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Cookie,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';

/** The demo operator's password (every role), written to the e2e server's data folder. */
export function operatorPassword(): string {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'operator-credentials.txt');
  const match = /password: (\S+)/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`no operator password in ${file}`);
  return match[1]!;
}

// The server takes 10 sign-ins of one account per 15 minutes (AUTH_RULES.loginPerAccount)
// and many specs need the operator: the worker signs in once and every spec reuses that
// session, signing in again only if it ended.
let session: Cookie[] | undefined;

/** A browser context of its own, signed in as the operator. */
export async function operatorContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (session) {
    await context.addCookies(session);
    if ((await context.request.get('/api/users/me')).status() === 200) return context;
    await context.clearCookies();
  }
  const login = await context.request.post('/api/auth/login', {
    data: { login: 'operator', password: operatorPassword() },
  });
  expect(login.status(), await login.text()).toBe(200);
  session = await context.cookies();
  return context;
}

/** Turns 2FA on for the request's account; `next()` gives a code of a step not used yet, in time. */
export async function enableTwoFactor(request: APIRequestContext) {
  const setup = await request.post('/api/auth/2fa/setup');
  expect(setup.status(), await setup.text()).toBe(200);
  const totp = new TOTP({
    secret: Secret.fromBase32(((await setup.json()) as { secret: string }).secret),
  });
  let step = totp.counter();
  const enable = await request.post('/api/auth/2fa/enable', {
    data: { code: totp.generate({ timestamp: step * 30_000 }) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  return {
    /** A code is spent once, and the server takes a step at most one ahead of its clock. */
    async next(): Promise<string> {
      step = Math.max(step + 1, totp.counter());
      while (step > totp.counter() + 1) await new Promise((wait) => setTimeout(wait, 500));
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
}

/** The granter's password (tests/e2e/global-setup.ts); its backup codes sit in granterFile(). */
export const GRANTER_PASSWORD = 'Granter-Horse-42';

/** The granter's login and unused backup codes, shared by the workers. */
export const granterFile = () => join(process.env.E2E_DATA_DIR ?? '', 'granter.json');

interface GranterState {
  login: string;
  backupCodes: string[];
  /** The granter's signed-in session and when its 2FA was validated (ms). */
  session?: { cookies: Cookie[]; validatedAt: number };
}

/**
 * A backup-code sign-in validates the granter's 2FA for 10 minutes on the server; within 8 of
 * them its session is reused, so a run signs the granter in a few times, not once per use
 * (the server takes 10 sign-ins of one account per 15 minutes).
 */
const GRANTER_SESSION_MS = 8 * 60_000;

/** One worker at a time reads and spends the granter's backup codes. */
async function withGranterLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${granterFile()}.lock`;
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || waited > 60_000) throw error;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `work` as the granter (a SUPER_ADMIN with 2FA on, made once by
 * tests/e2e/global-setup.ts) with its 2FA freshly validated: the actions that move money or
 * change roles need no further code. Its session is kept while fresh; otherwise it signs in
 * with one of its backup codes, and takes new ones when down to its last.
 */
export async function asGranter<T>(
  browser: Browser,
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  return withGranterLock(async () => {
    const state = JSON.parse(readFileSync(granterFile(), 'utf8')) as GranterState;
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    try {
      const kept = state.session;
      if (kept && Date.now() - kept.validatedAt < GRANTER_SESSION_MS) {
        await context.addCookies(kept.cookies);
      } else {
        const login = await context.request.post('/api/auth/login', {
          data: { login: state.login, password: GRANTER_PASSWORD, code: state.backupCodes.pop() },
        });
        expect(login.status(), await login.text()).toBe(200);
        state.session = { cookies: await context.cookies(), validatedAt: Date.now() };
        if (state.backupCodes.length < 3) {
          const renewed = await context.request.post('/api/auth/2fa/backup-codes', {
            data: { code: state.backupCodes.pop() },
          });
          expect(renewed.status(), await renewed.text()).toBe(200);
          state.backupCodes = ((await renewed.json()) as { backupCodes: string[] }).backupCodes;
        }
        writeFileSync(granterFile(), JSON.stringify(state), { mode: 0o600 });
      }
      return await work(context.request);
    } finally {
      await context.close();
    }
  });
}

/** The roles of an account, changed by the granter. */
export async function grantRoles(
  browser: Browser,
  userId: string,
  roles: string[],
  reason: string,
) {
  await asGranter(browser, async (request) => {
    const granted = await request.post('/api/admin/users/roles', {
      data: { userId, roles, reason },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  });
}

/**
 * A new ADMIN of its own with 2FA on, for the actions that move money: the demo operator
 * keeps 2FA off, since every spec signs in as it with its password alone. The granter
 * grants the role; enabling 2FA validates the new admin's session for 10 minutes.
 */
export async function twoFactorAdmin(browser: Browser, name: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const admin = await registerThroughApi(context.request, name);
  await grantRoles(browser, admin.id, ['PLAYER', 'ADMIN'], 'Cashier operator');
  const twoFactor = await enableTwoFactor(context.request);
  return { context, admin, twoFactor };
}
