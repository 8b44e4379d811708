import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { xpToReach } from '../../src/shared/levels';
import { Client, type TestApp } from './testApp';

/** A registered player with a logged-in socket. */
export async function playerWithSocket(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  const socket = await client.socket();
  return { client, user, socket };
}

export async function setLevel(t: TestApp, userId: string, level: number) {
  await t.app.services.db.execute(
    sql`UPDATE users SET xp = ${xpToReach(level)} WHERE id = ${userId}`,
  );
}

export async function say(socket: Socket, text: string) {
  const ack = await socket.timeout(5000).emitWithAck('chat.send-message', {
    data: { channel: 'en', blocks: [{ type: 'TEXT', value: text }] },
  });
  if (!ack?.data?.id) throw new Error(`chat refused: ${JSON.stringify(ack)}`);
}

export async function balanceOf(client: Client): Promise<number> {
  const me = await client.get('/api/users/me');
  return me.body.user.balance as number;
}
