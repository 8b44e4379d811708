import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Cookie } from '@playwright/test';

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
