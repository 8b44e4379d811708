// Proves the runtime SQL rules of eslint.config.js: no drizzle in runtime server code, apart
// from the schema, the handle and the migrator, and no query builder reached without it.
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-imports';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: [tseslint.configs.disableTypeChecked as Linter.Config],
  });
  // The config and parsers load on the first lint: here, not inside a case's time limit.
  await eslint.lintText('', { filePath: 'src/server/x.ts' });
}, 60_000);

async function ruleHits(
  filePath: string,
  code: string,
  rule = RULE,
): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  const messages = result?.messages ?? [];
  // A parse error or an ignored file would make every "allowed" case pass for nothing.
  expect(messages.filter((m) => m.fatal === true || m.ruleId === null)).toEqual([]);
  return messages.filter((m) => m.ruleId === rule);
}

describe('runtime SQL is named statements', () => {
  it.each([
    ['src/server/domain/cashier/x.ts', "import { eq } from 'drizzle-orm';"],
    ['src/server/domain/x.ts', "import { sql } from 'drizzle-orm';"],
    ['src/server/domain/admin/x.ts', "import { alias } from 'drizzle-orm/pg-core';"],
    ['src/server/x.ts', "import type { SQL } from 'drizzle-orm';"],
    ['src/server/db/x.ts', "export { sql } from 'drizzle-orm';"],
  ])('%s: %s is refused', async (file, code) => {
    const hits = await ruleHits(file, code);
    expect(hits).not.toHaveLength(0);
    expect(hits[0]?.message).toContain('Runtime SQL is named statements');
  });

  it.each([
    ['src/server/db/schema/x.ts', "import { sql } from 'drizzle-orm';"],
    ['src/server/db/client.ts', "import { drizzle } from 'drizzle-orm/pglite';"],
    ['src/server/db/database.ts', "import type { PgDatabase } from 'drizzle-orm/pg-core';"],
    ['src/server/db/migrationStatus.ts', "import { sql } from 'drizzle-orm';"],
    ['src/server/domain/x.test.ts', "import { eq } from 'drizzle-orm';"],
    ['src/server/domain/x.ts', "import type { Statement } from '../db/client';"],
    ['src/server/x.ts', "import { defineConfig } from 'drizzle-kit';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await ruleHits(file, code)).toEqual([]);
  });
});

describe('no query builder without drizzle imported', () => {
  const SYNTAX = 'no-restricted-syntax';
  it.each([
    ['src/server/domain/chat/x.ts', "import { users } from '../../db/schema';"],
    [
      'src/server/domain/cashier/crypto/x.ts',
      "import { type a, b } from '../../../db/schema/cashier';",
    ],
    ['src/server/domain/x.ts', "import * as schema from '../db/schema';"],
    ['src/server/x.ts', "export { users } from './db/schema';"],
    ['src/server/domain/vault/x.ts', 'export const f = (tx: T) => tx.db.insert(t).values({});'],
    ['src/server/domain/vault/x.ts', 'export const f = (db: D) => db.select().from(t);'],
    ['src/server/domain/vault/x.ts', 'export const f = (s: S) => s.db.execute(q);'],
  ])('%s: %s is refused', async (file, code) => {
    const hits = await ruleHits(file, `type T = any; type D = any; type S = any;\n${code}`, SYNTAX);
    expect(hits).not.toHaveLength(0);
    expect(hits[0]?.message).toContain('Runtime SQL is named statements');
  });

  it.each([
    ['src/server/domain/chat/x.ts', "import type { users } from '../../db/schema';"],
    ['src/server/domain/chat/x.ts', "import { type users } from '../../db/schema';"],
    ['src/server/domain/chat/x.ts', "export type { Users } from '../../db/schema';"],
    ['src/server/db/schema/x.ts', "import { users } from './users';"],
    ['src/server/db/migrationStatus.ts', "import { users } from './schema';"],
    ['src/server/domain/x.test.ts', "import { users } from '../db/schema';"],
    ['src/server/domain/vault/x.ts', 'export const f = (tx: T) => tx.query(STATEMENT, []);'],
    ['src/server/domain/vault/x.ts', 'export const f = (tx: T) => transact(tx.db, g);'],
  ])('%s: %s is allowed', async (file, code) => {
    const hits = await ruleHits(file, `type T = any;\n${code}`, SYNTAX);
    expect(hits).toEqual([]);
  });
});
