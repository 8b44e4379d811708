import { afterAll, beforeAll } from 'vitest';
import type { DomainEvents } from '../../src/server/domain/events';
import { Client, type TestApp, startTestApp } from './testApp';

/**
 * The setup every game suite shares: one app for the file, every `bet.settled` it
 * announces, fresh players and their balance. Register it at the top of a test file.
 */
export function gameSuite() {
  let started: TestApp | undefined;
  const settled: DomainEvents['bet.settled'][] = [];
  beforeAll(async () => {
    started = await startTestApp();
    started.app.services.events.on('bet.settled', (event) => settled.push(event));
  });
  afterAll(() => started?.close());

  function testApp(): TestApp {
    if (!started) throw new Error('gameSuite: the app starts in beforeAll');
    return started;
  }

  return {
    settled,
    get t() {
      return testApp();
    },
    /** A newly registered player and their signed-in client. */
    async player() {
      const client = new Client(testApp().url, testApp().origin);
      const user = await client.register();
      return { client, user };
    },
    async balanceOf(client: Client): Promise<number> {
      return (await client.get('/api/users/me')).body.user.balance;
    },
  };
}
