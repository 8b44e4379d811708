import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Permission, can } from '../../src/server/domain/accounts/permissions';
import { type HttpCall, httpCalls } from '../../src/shared/contract';
import { buildOpenApiDocument, toOpenApiPath } from '../../src/shared/contract/openapi';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Every staff call answers who may make it before what it takes: a visitor hears 401 and a
// player (or staff without the call's permission) 403, whatever the body, so nobody learns
// a staff call's shape from its 400s. The list comes from the OpenAPI document (each staff
// operation names its permission), so a new staff call is walked without editing this file;
// a call under /admin or /moderation that names none fails the first test.

const document = buildOpenApiDocument({ title: 'Gemdrop', version: 'test' });
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
const calls = Object.entries(httpCalls) as Array<[string, HttpCall]>;
const callOf = (operationId: string) => calls.find(([name]) => name === operationId)![1];

/** What the staff area looks like from its addresses: none of it may go unguarded. */
const looksStaff = (path: string) => /^\/(admin|moderation)(\/|$)/.test(path);

/**
 * The staff operations: each that names a permission in the document, and any other whose
 * address is in the staff area (the first test fails on those; the walk still covers them).
 */
const staffCalls = operations
  .filter(
    (operation) =>
      typeof operation['x-permission'] === 'string' ||
      looksStaff(callOf(String(operation.operationId)).path),
  )
  .map((operation) => {
    const name = operation.operationId as string;
    const permission = operation['x-permission'] as Permission | undefined;
    return { name, call: callOf(name), permission };
  });

let t: TestApp;
/** Signed-in clients by their only staff role (PLAYER: none). */
const clients = new Map<string, Client>();
/** Holds every role: passes every permission. */
let everyRole: Client;

beforeAll(async () => {
  // Every request must reach the server's rules: no answer here may be the rate limit's 429.
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  for (const role of ['PLAYER', 'STREAMER', 'MODERATOR', 'ADMIN']) {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    if (role !== 'PLAYER') await grantRole(t.app.services.db, user.id, role);
    clients.set(role, client);
  }
  everyRole = new Client(t.url, t.origin);
  const user = await everyRole.register();
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'MODERATOR'])
    await grantRole(t.app.services.db, user.id, role);
}, 240_000);
afterAll(() => t.close());

/** Bodies a staff call must not answer with 400 before it knows who asks. */
const GARBAGE: Array<[string, string | undefined]> = [
  ['no body', undefined],
  ['an unknown field', '{"garbage":true,"userId":42}'],
  ['an empty object', '{}'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['null', 'null'],
  ['broken JSON', '{"data":'],
];

/** The call's address with garbage for each parameter and a garbage query. */
const addressOf = (call: HttpCall) =>
  '/api' +
  call.path.replace(/:[A-Za-z]+/g, encodeURIComponent('not an id!')) +
  '?garbage=%00&limit=-5';

async function ask(client: Client, call: HttpCall, body: string | undefined) {
  return client.request(
    call.method,
    addressOf(call),
    call.method === 'GET' ? undefined : body,
    body === undefined || call.method === 'GET' ? {} : { 'content-type': 'application/json' },
  );
}

describe('the staff calls', () => {
  it('are found in the OpenAPI document, each with its permission and a 403', () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(35);
    for (const { name, call, permission } of staffCalls) {
      expect(permission, `${name} names no permission`).toBeDefined();
      expect(call.auth, name).toBe(true);
      expect(call.permission, name).toBe(permission);
      const operation = document.paths[toOpenApiPath(call.path)]![call.method.toLowerCase()]!;
      expect(Object.keys(operation.responses as object), name).toContain('403');
    }
    // The contract and the document agree.
    for (const [name, call] of calls)
      if (call.permission) expect(staffCalls.map((c) => c.name)).toContain(name);
    for (const name of [
      'adminAdjustUserBalance',
      'adminBanUser',
      'adminMuteUser',
      'adminSetRoles',
      'adminCreateAnnouncement',
      'adminDisableGame',
      'removeChatMessage',
      'listMutedUsers',
      'adminApproveWithdrawal',
      'adminRejectKycDocument',
      'adminKycDocumentFile',
      'adminCreateGiftCardBatch',
      'adminCreatePromoCode',
      'adminCreateBlogPost',
      'adminMarkSponsorshipApplication',
    ])
      expect(staffCalls.map((c) => c.name)).toContain(name);
  });

  it.each(staffCalls.map((c) => [c.name, c] as const))(
    '%s: 401 to a visitor, 403 to whoever lacks its permission, whatever the body',
    async (name, { call, permission }) => {
      const visitor = new Client(t.url, t.origin);
      for (const [label, body] of GARBAGE) {
        const res = await ask(visitor, call, body);
        expect(res.status, `${name}, visitor, ${label}: ${JSON.stringify(res.body)}`).toBe(401);
      }
      for (const [role, client] of clients) {
        // A call that names no permission is still refused to those who are no staff.
        const passes = permission
          ? can([role], permission)
          : !['PLAYER', 'STREAMER'].includes(role);
        if (passes) continue;
        for (const [label, body] of GARBAGE) {
          const res = await ask(client, call, body);
          const said = `${name}, ${role}, ${label}: ${JSON.stringify(res.body)}`;
          expect(res.status, said).toBe(403);
          expect(res.body.error, said).toEqual({
            code: 'FORBIDDEN',
            message: 'You do not have permission to perform this action',
          });
        }
      }
      // The permission's holder gets past the gate to the contract's own answer.
      const res = await ask(everyRole, call, '{"garbage":true,"userId":42}');
      const said = `${name}, every role: ${JSON.stringify(res.body)}`;
      expect(res.status, said).toBeLessThan(500);
      expect([401, 403], said).not.toContain(res.status);
      if (call.method !== 'GET') expect(res.status, said).toBe(400);
    },
  );

  it('a player reaches a player call with a bad body as before: 400 naming the field', async () => {
    const res = await clients.get('PLAYER')!.post('/api/users/tip', { garbage: true });
    expect(res.status).toBe(400);
  });
});
