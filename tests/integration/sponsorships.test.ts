import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { SPONSORSHIP_PER_ADDRESS } from '../../src/server/domain/sponsorships/sponsorships';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Sponsorship applications: anyone may apply from /sponsorship; operators list and mark them.

let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  operator = new Client(t.url, t.origin);
  const user = await operator.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
});
afterAll(() => t.close());

const application = (overrides: Record<string, unknown> = {}) => ({
  channelUrl: 'https://www.twitch.tv/gem_hunter',
  platform: 'twitch',
  audienceSize: 12_000,
  email: 'gem_hunter@example.com',
  message: 'Weekly CS2 case battle streams with a loyal community.',
  ...overrides,
});

const total = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM sponsorship_applications`,
    )
  )[0]!.n;

const stored = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM sponsorship_applications WHERE email = ${email}`,
    )
  )[0]!.n;

interface Listed {
  id: string;
  email: string;
  status: string;
  userId: string | null;
  audienceSize: number;
}
const listed = async () =>
  (await operator.get('/api/admin/sponsorships/applications')).body.applications as Listed[];

describe('sponsorship applications', () => {
  it('takes a visitor’s application and shows it to operators, newest first', async () => {
    const visitor = new Client(t.url, t.origin);
    const res = await visitor.post(
      '/api/sponsorships/applications',
      application({ email: 'visitor@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const [first] = await listed();
    expect(first).toMatchObject({
      email: 'visitor@example.com',
      platform: 'twitch',
      audienceSize: 12_000,
      status: 'new',
      userId: null,
    });
  });

  it('links the application to the account of a signed-in player', async () => {
    const player = new Client(t.url, t.origin);
    const user = await player.register();
    await player.post('/api/sponsorships/applications', application({ email: 'p@example.com' }));
    expect((await listed()).find((a) => a.email === 'p@example.com')?.userId).toBe(user.id);
  });

  it.each([
    ['a channel address that is not https', { channelUrl: 'twitch.tv/me' }, 'https://'],
    ['an unknown platform', { platform: 'myspace' }, 'Choose a platform'],
    ['a negative audience', { audienceSize: -5 }, 'Audience size cannot be negative'],
    ['a bad e-mail', { email: 'not-an-address' }, 'Enter a valid e-mail address'],
    ['a message too short', { message: 'hi' }, 'at least 20 characters'],
  ])('refuses %s with a clear message and stores nothing', async (_, change, message) => {
    const before = await total();
    const res = await new Client(t.url, t.origin).post(
      '/api/sponsorships/applications',
      application(change),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    expect(await total()).toBe(before);
  });

  it('limits one address to a few applications an hour', async () => {
    const sender = new Client(t.url, t.origin);
    const email = 'flood@example.com';
    for (let i = 0; i < SPONSORSHIP_PER_ADDRESS.limit; i += 1)
      expect(
        (await sender.post('/api/sponsorships/applications', application({ email }))).status,
      ).toBe(200);
    const refused = await sender.post('/api/sponsorships/applications', application({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many attempts/);
    expect(await stored(email)).toBe(SPONSORSHIP_PER_ADDRESS.limit);
  });

  it('lets operators mark an application, and audits it', async () => {
    const [first] = await listed();
    const res = await operator.post('/api/admin/sponsorships/applications/mark', {
      id: first!.id,
      status: 'contacted',
    });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ id: first!.id, status: 'contacted' });
    expect((await listed()).find((a) => a.id === first!.id)?.status).toBe('contacted');
    const audits = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log
          WHERE action = 'sponsorship.mark' AND target_id = ${first!.id}`,
    );
    expect(audits[0]!.n).toBe(1);

    const missing = await operator.post('/api/admin/sponsorships/applications/mark', {
      id: '00000000-0000-4000-8000-000000000000',
      status: 'declined',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses players and visitors the operator calls', async () => {
    const player = new Client(t.url, t.origin);
    await player.register();
    expect((await player.get('/api/admin/sponsorships/applications')).status).toBe(403);
    const [first] = await listed();
    const mark = await player.post('/api/admin/sponsorships/applications/mark', {
      id: first!.id,
      status: 'declined',
    });
    expect(mark.status).toBe(403);
    expect((await listed()).find((a) => a.id === first!.id)?.status).not.toBe('declined');
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.get('/api/admin/sponsorships/applications')).status).toBe(401);
  });
});
