import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The session lookup every request makes is answered from memory for a few seconds, and
// whatever ends a session clears it at once. Counted at the database handle: every
// statement the app's services send goes through its statement() or a transaction's query().

let t: TestApp;
const statements: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const database = t.app.database;
  const statement = database.statement.bind(database);
  database.statement = (sent, values) => {
    statements.push(sent.text);
    return statement(sent, values);
  };
  const transaction = database.transaction.bind(database);
  database.transaction = (body) =>
    transaction((connection) =>
      body({
        db: connection.db,
        query: (sent, values) => {
          statements.push(sent.text);
          return connection.query(sent, values);
        },
      }),
    );
});
afterAll(() => t.close());

/** What one request sends to the database: every statement, and the session lookups. */
async function roundTrips(work: () => Promise<unknown>) {
  const from = statements.length;
  await work();
  const sent = statements.slice(from);
  // Named statements write `FROM sessions`, drizzle wrote `from "sessions"`.
  const sessionLookups = sent.filter((s) => /from "?sessions\b/i.test(s) && /token_hash/.test(s));
  return { total: sent.length, sessionLookups: sessionLookups.length };
}

describe('the session cache', () => {
  it('makes no session query for a second request within its time to live', async () => {
    const player = new Client(t.url);
    await player.register();
    const first = await roundTrips(() => player.get('/api/users/me'));
    const second = await roundTrips(() => player.get('/api/users/me'));
    expect(first.sessionLookups).toBe(1);
    expect(second.sessionLookups).toBe(0);
    expect(second.total).toBe(first.total - 1);
    // The player and their balance come in one statement once the session is known.
    expect(second.total).toBe(1);
    // The figures the change is about, for the record.
    console.info(`GET /users/me: ${first.total} statements cold, ${second.total} warm`);
  });

  it('forgets a session at once when it is logged out', async () => {
    const player = new Client(t.url);
    await player.register();
    const other = new Client(t.url);
    other.cookie = player.cookie;
    expect((await other.get('/api/users/me')).status).toBe(200);
    expect((await player.post('/api/auth/logout')).status).toBe(200);
    expect((await other.get('/api/users/me')).status).toBe(401);
  });

  it('reads a session again once its second factor was proved (the pending flag changed)', async () => {
    // Covered end to end by the 2FA suite; here only that the change clears the cache.
    const player = new Client(t.url);
    await player.register();
    await player.get('/api/users/me');
    const session = (await player.get('/api/auth/sessions')).body.sessions[0].id as string;
    await t.app.services.accounts.sessionChanged(session);
    const again = await roundTrips(() => player.get('/api/users/me'));
    expect(again.sessionLookups).toBe(1);
  });
});
