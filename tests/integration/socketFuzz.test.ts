import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_KINDS,
  channels,
  clientEvents,
  subscriptionEventName,
  type ClientEventName,
} from '../../src/shared/contract';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Odd messages for every event a client may send. The events come from the contract, so a
// new one is fuzzed without a change here. One bad message must never stop the server: it
// is refused in its acknowledgement, or ignored when there is nothing callable to answer.

const EVENTS = Object.keys(clientEvents) as ClientEventName[];
/** Subscriptions are not in `clientEvents`: one channel of each shape the contract names. */
const SUBSCRIPTIONS = [
  channels.liveDrops,
  channels.game(GAME_KINDS[0]!),
  channels.caseBattle(randomUUID()),
  'no-such-channel',
].flatMap((channel) => [
  subscriptionEventName(channel, 'subscribe'),
  subscriptionEventName(channel, 'unsubscribe'),
]);

/** Under the socket's 16 KiB message limit, so the server reads it rather than dropping the socket. */
const HUGE = 'x'.repeat(15_000);
const LARGE = 'y'.repeat(4_000);

function nested(depth: number): unknown {
  let value: unknown = { data: {} };
  for (let i = 0; i < depth; i++) value = { data: value };
  return value;
}

/** [what, the arguments before any acknowledgement] */
const ODD_ARGUMENTS: [string, unknown[]][] = [
  ['no arguments', []],
  ['undefined', [undefined]],
  ['null', [null]],
  ['zero', [0]],
  ['a negative fraction', [-1.5]],
  ['a huge number', [1e308]],
  ['true', [true]],
  ['a string', ['hello']],
  ['an empty string', ['']],
  ['a huge string', [HUGE]],
  ['an empty array', [[]]],
  ['an array', [[1, 'two', null, { data: {} }]]],
  ['an empty object', [{}]],
  ['data null', [{ data: null }]],
  ['data a string', [{ data: 'x' }]],
  ['data an array', [{ data: [] }]],
  ['wrong fields', [{ data: { token: 42, channel: [], blocks: 'hi' }, admin: true }]],
  [
    'large fields',
    [{ data: { token: LARGE, channel: LARGE, blocks: [{ type: 'TEXT', value: LARGE }] } }],
  ],
  ['a well-formed unknown token', [{ data: { token: 'not-a-real-token' } }]],
  ['a __proto__ key', [JSON.parse('{"__proto__":{"polluted":true},"data":{"__proto__":{}}}')]],
  ['deep nesting', [nested(400)]],
  ['binary', [new Uint8Array([0, 1, 2, 255])]],
  ['two payloads', [{}, { data: {} }]],
];
/** What a client may put where the acknowledgement goes: none of them can be called. */
const NOT_CALLABLE = ['x', 1, 0, {}, [], null, true];
/** A barrage is over a thousand messages: more than the usual test's time on a busy machine. */
const BARRAGE_MS = 120_000;

let t: TestApp;
const opened: Socket[] = [];
const escaped: unknown[] = [];
const record = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  // The per-socket rate limit would answer most of the barrage itself: lift it, so every
  // message reaches its handler.
  t = await startTestApp({ socketEventsPer10s: 1_000_000 });
  // In production an error that escapes a handler ends the process; here it is recorded.
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
});
afterAll(async () => {
  process.off('unhandledRejection', record);
  process.off('uncaughtException', record);
  for (const socket of opened) socket.close();
  await t?.close();
});

async function visitorSocket(): Promise<Socket> {
  const socket = await new Client(t.url).socket();
  opened.push(socket);
  return socket;
}

async function playerSocket(): Promise<Socket> {
  const client = new Client(t.url);
  await client.register();
  const socket = await client.socket();
  opened.push(socket);
  return socket;
}

/** Whether the contract takes these arguments as one payload, as the server receives them. */
function contractTakes(event: ClientEventName, args: unknown[]): boolean {
  if (args.length > 1) return false;
  const onTheWire: unknown = JSON.parse(JSON.stringify(args))[0];
  return clientEvents[event].payload.safeParse(onTheWire).success;
}

/** Sends every odd message on one socket; returns the answers to those sent with a real ack. */
async function barrage(socket: Socket, event: string) {
  const answers: { what: string; args: unknown[]; answer: unknown }[] = [];
  for (const [what, args] of ODD_ARGUMENTS) {
    socket.emit(event, ...args);
    for (const ack of NOT_CALLABLE) socket.emit(event, ...args, ack);
    const answer: unknown = await socket
      .timeout(5_000)
      .emitWithAck(event, ...args)
      .catch(() => 'no answer within 5 s');
    answers.push({ what, args, answer });
  }
  return answers;
}

async function fuzzContractEvents(socketFor: () => Promise<Socket>) {
  for (const event of EVENTS) {
    const socket = await socketFor();
    for (const { what, args, answer } of await barrage(socket, event)) {
      const context = `${event} with ${what}: ${JSON.stringify(answer)}`;
      expect(clientEvents[event].ack.safeParse(answer).success, context).toBe(true);
      // Binary arrives as a Buffer, which JSON cannot say: its verdict is the server's.
      if (what !== 'binary' && !contractTakes(event, args))
        expect(answer, context).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect(socket.connected, `${event}: the socket is still connected`).toBe(true);
  }
}

describe('socket fuzz', () => {
  it(
    'every contract event refuses odd arguments from a visitor, and the server lives',
    async () => {
      await fuzzContractEvents(visitorSocket);
      expect(escaped).toEqual([]);
    },
    BARRAGE_MS,
  );

  it(
    'every contract event refuses odd arguments from a player, and the server lives',
    async () => {
      await fuzzContractEvents(playerSocket);
      expect(escaped).toEqual([]);
    },
    BARRAGE_MS,
  );

  it(
    'subscriptions answer true or false to odd arguments, and the server lives',
    async () => {
      const socket = await playerSocket();
      for (const event of SUBSCRIPTIONS)
        for (const { answer } of await barrage(socket, event))
          expect(typeof answer).toBe('boolean');
      expect(socket.connected).toBe(true);
      expect(escaped).toEqual([]);
    },
    BARRAGE_MS,
  );

  it('after the barrage, HTTP answers and a player logs in and chats', async () => {
    const http = new Client(t.url);
    expect((await http.get('/health')).body).toEqual({ status: 'ok' });
    expect((await http.get('/ready')).body).toEqual({ status: 'ready' });
    const socket = await playerSocket();
    const ack = await socket.timeout(5_000).emitWithAck('chat.send-message', {
      data: { channel: 'en', blocks: [{ type: 'TEXT', value: 'still here' }] },
    });
    expect(ack).toEqual({ data: { id: expect.any(String) } });
    expect(await socket.timeout(5_000).emitWithAck('logout')).toEqual({ data: { state: true } });
    // The __proto__ payloads reached no prototype.
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(escaped).toEqual([]);
  });
});
