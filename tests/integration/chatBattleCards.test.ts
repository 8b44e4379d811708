import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A player names a case battle in chat and everyone sees its card: public battles only,
// one per message; a private or unknown battle is refused and nothing is posted.

let t: TestApp;
let box: { slug: string; price: number };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  box = await makeCase(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function battle(client: Client, visibility: 'PUBLIC' | 'PRIVATE') {
  const res = await client.post('/api/case-battles', {
    mode: 'VERSUS',
    playerAmount: 2,
    visibility,
    cases: [{ slug: box.slug, amount: 2 }],
  });
  expect(res.status).toBe(200);
  return res.body.caseBattle as CaseBattle;
}

type Ack = { data?: { id: string }; error?: { message: string } };
const sendBattle = (socket: Socket, id: string): Promise<Ack> =>
  socket.timeout(5000).emitWithAck('chat.send-message', {
    data: {
      channel: 'en',
      blocks: [
        { type: 'TEXT', value: 'come and lose ' },
        { type: 'CASE_BATTLE', id },
      ],
    },
  });

describe('case battles in chat', () => {
  it('posts a public battle as its card and refuses a private or unknown one', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const socket = await client.socket();
    sockets.push(socket);

    const hidden = await battle(client, 'PRIVATE');
    for (const id of [hidden._id, '00000000-0000-4000-8000-000000000000', 'battle-1']) {
      const refused = await sendBattle(socket, id);
      expect(refused.error?.message).toBe('That case battle does not exist');
    }

    const open = await battle(client, 'PUBLIC');
    const posted = await sendBattle(socket, open._id);
    expect(posted.error).toBeUndefined();
    const history = await new Client(t.url).get('/api/chat/history');
    const en = history.body.chat.channels.find((c: { channel: string }) => c.channel === 'en');
    const message = en.messages.find((m: { _id: string }) => m._id === posted.data!.id);
    expect(message.blocks).toEqual([
      { type: 'TEXT', value: 'come and lose ' },
      {
        type: 'CASE_BATTLE',
        id: open._id,
        mode: 'VERSUS',
        quantity: 2,
        price: open.price,
        image: open.cases[0]!.image,
      },
    ]);
  });
});
