import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { SEEDERS, runSeeders } from '../../src/server/seed';
import { expectOperatorPasswordOnlyInFile } from '../helpers/operatorSeeding';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('first-start seeding', () => {
  it('creates a working operator account once, however often it runs', async () => {
    const lines: string[] = [];
    await runSeeders(t.app.services, SEEDERS, (m) => lines.push(m));
    expect(lines).toEqual([]); // already seeded at start
    const rows = await queryRows<{ roles: string[] }>(
      t.app.services.db,
      sql`SELECT roles FROM users WHERE username = 'operator'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.roles).toContain('SUPER_ADMIN');
  });

  it('gives a demo site the WELCOME promo code: 1.00 gem, once per player', async () => {
    const player = new Client(t.url);
    await player.register();
    const first = await player.post('/api/promo-codes/redeem', { data: { code: 'welcome' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 'WELCOME', reward: { amount: 100, items: [] } });
    const again = await player.post('/api/promo-codes/redeem', { data: { code: 'WELCOME' } });
    expect(again.status).toBe(409);
  });

  it('writes credentials that log in to the file and never to the log', async () => {
    await expectOperatorPasswordOnlyInFile();
  });

  it('without a credentials file logs no password', async () => {
    const fresh = await startTestApp();
    try {
      await fresh.app.services.db.execute(sql`DELETE FROM seed_runs`);
      await fresh.app.services.db.execute(sql`DELETE FROM cases`);
      await fresh.app.services.db.execute(
        sql`UPDATE users SET username = 'old_operator', email = NULL WHERE username = 'operator'`,
      );
      const lines: string[] = [];
      await runSeeders(fresh.app.services, SEEDERS, (m) => lines.push(m));
      expect(lines.join('\n')).toMatch(/operator/);
      expect(lines.join('\n')).not.toMatch(/password [^\s;]/);
    } finally {
      await fresh.close();
    }
  });

  it('seeds the official cases once, demo or not, and nothing else outside demo mode', async () => {
    const production = await startTestApp({ demoMode: false });
    try {
      const rows = await queryRows(production.app.services.db, sql`SELECT 1 FROM users`);
      expect(rows).toHaveLength(0);
      const { cases } = (await new Client(production.url).get('/api/cases?kind=official')).body;
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(cases.find((c: { slug: string }) => c.slug === 'recoil-case')).toMatchObject({
        name: 'Recoil Case',
        topRarity: 'rare-special',
        itemCount: 41,
        creator: null,
      });
      await runSeeders(production.app.services, SEEDERS, () => {});
      const again = (await new Client(production.url).get('/api/cases')).body.cases;
      expect(again).toHaveLength(cases.length);
      const player = new Client(production.url);
      const user = await player.register();
      expect(user.balance).toBe(0);
    } finally {
      await production.close();
    }
  });
});
