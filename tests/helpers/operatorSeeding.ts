import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../src/server/config';
import { SEEDERS, runSeeders } from '../../src/server/seed';
import { Client, startTestApp } from './testApp';

/**
 * Seeds the operator as a first start would, on the database `overrides` name, capturing
 * everything the seeders log. The password must reach the credentials file only: a file
 * that logs in, and no log line that carries it.
 */
export async function expectOperatorPasswordOnlyInFile(overrides: Partial<Config> = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'gd-operator-')), 'nested', 'credentials.txt');
  const app = await startTestApp({ ...overrides, operatorCredentialsFile: file });
  try {
    // Forget the first seeding, so the operator is made again under our log.
    await app.app.services.db.execute(sql`DELETE FROM seed_runs`);
    await app.app.services.db.execute(sql`DELETE FROM cases`);
    await app.app.services.db.execute(
      sql`UPDATE users SET username = 'old_operator', email = NULL WHERE username = 'operator'`,
    );
    const lines: string[] = [];
    await runSeeders(app.app.services, SEEDERS, (m) => lines.push(m));

    const password = /password: (\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(password).toBeTruthy();
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(lines.join('\n')).toContain(file);
    for (const line of lines) expect(line).not.toContain(password);

    const res = await new Client(app.url).post('/api/auth/login', { login: 'operator', password });
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(
      expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'MODERATOR']),
    );
  } finally {
    await app.close();
  }
}
