import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpCall, type StaffPermission, httpCalls } from '../../src/shared/contract';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The back office's authorisation, as a role x call matrix generated from the contract:
// every call of the staff area (/api/admin and /api/moderation) is made by a visitor and by
// one account of each role. Who may make which call is written out here, role by role, and
// not read from the server's permission table, so a widened grant (a moderator let into
// the cashier) fails here as surely as a call that forgot its role check. Bodies are empty
// or wrong on purpose: the role is checked before the body, so the unentitled hear 401/403,
// never a 400 that would teach them the call's shape.

/** Who holds each staff permission: the product's decision, stated independently. */
const STAFF = ['ADMIN', 'SUPER_ADMIN'] as const;
const HOLDERS = {
  // Moderation: chat messages, mutes and community cases are a moderator's work too.
  'chat.moderate': ['MODERATOR', ...STAFF],
  'users.mute': ['MODERATOR', ...STAFF],
  'cases.moderate': ['MODERATOR', ...STAFF],
  // Handing out roles is the top rank's alone (an ADMIN cannot make more ADMINs).
  'roles.grant': ['SUPER_ADMIN'],
  'wallet.adjust': STAFF,
  'users.ban': STAFF,
  'notifications.manage': STAFF,
  'games.switch': STAFF,
  'promoCodes.manage': STAFF,
  'cashier.withdrawals': STAFF,
  'kyc.review': STAFF,
  'giftCards.manage': STAFF,
  'blog.manage': STAFF,
  'sponsorships.review': STAFF,
  'openBooks.publish': STAFF,
  'dashboard.read': STAFF,
  'users.view': STAFF,
  'audit.read': STAFF,
} as const satisfies Record<StaffPermission, readonly string[]>;

/** Each signed-in account holds exactly one of these roles (PLAYER: the default only). */
const ROLES = ['PLAYER', 'STREAMER', 'MODERATOR', 'ADMIN', 'SUPER_ADMIN'] as const;
type TestedRole = (typeof ROLES)[number];

const inStaffArea = (path: string) => /^\/(admin|moderation)(\/|$)/.test(path);

/** Every staff-area call of the contract; a call with no permission is entitled to nobody. */
const staffCalls = (Object.entries(httpCalls) as Array<[string, HttpCall]>)
  .filter(([, call]) => inStaffArea(call.path))
  .map(([name, call]) => ({
    name,
    call,
    entitled: new Set<string>(call.permission ? HOLDERS[call.permission] : []),
  }));
const adminCalls = staffCalls.filter(({ call }) => call.path.startsWith('/admin'));

/** Empty and wrong bodies: none may earn a 400 before the role is known. */
const BODIES: Array<[string, string | undefined]> = [
  ['no body', undefined],
  ['an empty object', '{}'],
  ['a wrong body', '{"garbage":true,"userId":42}'],
];

const addressOf = (call: HttpCall) =>
  '/api' + call.path.replace(/:[A-Za-z]+/g, encodeURIComponent('not an id!')) + '?limit=-5';

function ask(client: Client, call: HttpCall, body: string | undefined) {
  const sendsBody = call.method !== 'GET' && body !== undefined;
  return client.request(
    call.method,
    addressOf(call),
    sendsBody ? body : undefined,
    sendsBody ? { 'content-type': 'application/json' } : {},
  );
}

let t: TestApp;
const clients = new Map<TestedRole, Client>();

beforeAll(async () => {
  // Every answer must come from the server's rules, never from the rate limit.
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  for (const role of ROLES) {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    if (role !== 'PLAYER') await grantRole(t.app.services.db, user.id, role);
    clients.set(role, client);
  }
}, 240_000);
afterAll(() => t.close());

describe('the back office calls, by role', () => {
  it('are all found in the contract, each naming the permission it needs', () => {
    // The issue counts about 34 calls under /api/admin; fewer means the walk lost some.
    expect(adminCalls.length).toBeGreaterThanOrEqual(34);
    for (const { name, call } of staffCalls) {
      expect(call.auth, name).toBe(true);
      expect(call.permission, `${name} names no permission`).toBeDefined();
    }
  });

  it.each(staffCalls.map((c) => [`${c.call.method} ${c.call.path}`, c] as const))(
    '%s: 401 to a visitor, 403 to the unentitled, through to the entitled',
    async (route, { call, entitled }) => {
      const visitor = new Client(t.url, t.origin);
      for (const [label, body] of BODIES) {
        const res = await ask(visitor, call, body);
        expect(res.status, `${route}, visitor, ${label}: ${JSON.stringify(res.body)}`).toBe(401);
      }
      for (const role of ROLES) {
        const client = clients.get(role)!;
        for (const [label, body] of BODIES) {
          const res = await ask(client, call, body);
          const said = `${route}, ${role}, ${label}: ${JSON.stringify(res.body)}`;
          if (entitled.has(role)) {
            expect([401, 403], said).not.toContain(res.status);
            expect(res.status, said).toBeLessThan(500);
          } else {
            expect(res.status, said).toBe(403);
            expect(res.body.error?.code, said).toBe('FORBIDDEN');
          }
        }
      }
    },
  );
});
