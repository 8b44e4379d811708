// Chat fan-out: one player posts, N sockets receive chat.new-message. Each message goes the
// whole way (socket event, validation, rules, parsing, a PGlite transaction, the broadcast);
// the same N sockets also listen to a bare socket.io server that only re-broadcasts the
// same payload. Rounds alternate between the two, because the machine is shared and noisy;
// latencies are from the sender's emit to each receiver's handler, clients in this process.
// Run alone: `npm run bench:chat -- --clients 2000 --messages 20 --rounds 3`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ACTION_LIMITS } from '../../src/server/edge/limits';

export interface FanoutOptions {
  clients: number;
  messages: number;
  rounds: number;
}

export interface FanoutFigures {
  p50: number;
  p99: number;
  /** Deliveries per second during the rounds (N per message). */
  deliveriesPerSecond: number;
}

const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 60_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function open(url: string, extra: Parameters<typeof connect>[1] = {}): Promise<Socket> {
  // forceNew: each socket its own connection, as N browsers would have.
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...extra,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function openMany(url: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += CONNECT_BATCH)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, () => open(url)),
      )),
    );
  return sockets;
}

/** Sends `messages` one at a time and waits for every receiver; answers each delivery's latency. */
async function measure(
  receivers: Socket[],
  event: string,
  send: (text: string) => Promise<void>,
  messages: number,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let m = 0; m < messages; m++) {
    let sentAt = 0;
    let left = receivers.length;
    const all = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${left} of ${receivers.length} never heard ${event}`)),
        DELIVERY_TIMEOUT_MS,
      );
      for (const socket of receivers)
        socket.once(event, () => {
          latencies.push(performance.now() - sentAt);
          if (--left === 0) {
            clearTimeout(timer);
            resolve();
          }
        });
    });
    sentAt = performance.now();
    await send(`fan-out ${randomUUID()} :gg:`);
    await all;
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function figures(latencies: number[], seconds: number): FanoutFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    deliveriesPerSecond: latencies.length / seconds,
  };
}

export async function runChatFanout(options: FanoutOptions): Promise<{
  chat: FanoutFigures;
  bare: FanoutFigures;
}> {
  const { clients, messages, rounds } = options;
  const unlimited = 1_000_000_000;
  const config = testConfig({
    env: 'production', // no answer checks, as a deployment runs
    siteOrigin: 'http://localhost:3999',
    rateLimitPerMinute: unlimited,
    socketEventsPer10s: unlimited,
    // One sender posts every message: the per-account chat limit (30 a minute) would refuse
    // the second round.
    actionLimits: { ...ACTION_LIMITS, chat: { perSubject: unlimited, perAddress: unlimited } },
  });
  config.chat = {
    ...config.chat,
    rateLimit: { count: unlimited, windowSeconds: 1 },
    slowModeSeconds: 0,
    repeatWindowSeconds: 0,
  };
  const app = await buildApp(config);
  const chatUrl = `http://127.0.0.1:${await app.listen()}`;

  // The bare baseline: one event in, the same payload out to everyone.
  const httpServer = createServer();
  const bare = new Server(httpServer);
  bare.on('connection', (socket) => {
    socket.on('send', (payload: unknown, ack: () => void) => {
      bare.emit('chat.new-message', payload);
      ack();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sockets: Socket[] = [];
  try {
    // The sender: a registered player whose socket is logged in.
    const username = `bench_${randomUUID().slice(0, 8)}`;
    const registered = await fetch(`${chatUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.test`,
        password: 'correct horse battery',
        acceptTerms: true,
      }),
    });
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const { user } = (await registered.json()) as { user: { id: string } };
    const tokenAnswer = await fetch(`${chatUrl}/api/auth/websocket`, { headers: { cookie } });
    const { data } = (await tokenAnswer.json()) as { data: { token: string } };
    const sender = await open(chatUrl);
    sockets.push(sender);
    await sender.timeout(5000).emitWithAck('login', { data: { token: data.token } });
    const bareSender = await open(bareUrl);
    sockets.push(bareSender);

    console.log(`chat fan-out: connecting ${clients} sockets to each server…`);
    const chatReceivers = await openMany(chatUrl, clients);
    const bareReceivers = await openMany(bareUrl, clients);
    sockets.push(...chatReceivers, ...bareReceivers);

    const sendChat = async (text: string) => {
      const ack = (await sender.timeout(10_000).emitWithAck('chat.send-message', {
        data: { channel: 'en', blocks: [{ type: 'TEXT', value: text }] },
      })) as { error?: { message: string } };
      if (ack.error) throw new Error(`chat refused the bench message: ${ack.error.message}`);
    };
    // The same payload a chat message carries, so both servers ship the same bytes.
    const sendBare = async (text: string) => {
      const message = {
        _id: randomUUID(),
        channel: 'en',
        active: true,
        user: { id: user.id, username, avatar: null, level: 0 },
        blocks: [
          { type: 'TEXT', value: text.replace(' :gg:', ' ') },
          { type: 'EMOTE', _id: 'gg', name: 'gg', image: '/emotes/gg.svg' },
        ],
        createdAt: new Date().toISOString(),
      };
      await bareSender.timeout(10_000).emitWithAck('send', { data: { message } });
    };

    // Warm-up: connections settle, PGlite plans the statements.
    await measure(chatReceivers, 'chat.new-message', sendChat, 3);
    await measure(bareReceivers, 'chat.new-message', sendBare, 3);

    const chatRuns: number[] = [];
    const bareRuns: number[] = [];
    let chatSeconds = 0;
    let bareSeconds = 0;
    for (let round = 1; round <= rounds; round++) {
      const c = await measure(chatReceivers, 'chat.new-message', sendChat, messages);
      const b = await measure(bareReceivers, 'chat.new-message', sendBare, messages);
      chatRuns.push(...c.latencies);
      bareRuns.push(...b.latencies);
      chatSeconds += c.seconds;
      bareSeconds += b.seconds;
      const fc = figures(c.latencies, c.seconds);
      const fb = figures(b.latencies, b.seconds);
      console.log(
        `  round ${round}: chat p50 ${fc.p50.toFixed(1)} ms p99 ${fc.p99.toFixed(1)} ms   bare socket.io p50 ${fb.p50.toFixed(1)} ms p99 ${fb.p99.toFixed(1)} ms`,
      );
    }
    return { chat: figures(chatRuns, chatSeconds), bare: figures(bareRuns, bareSeconds) };
  } finally {
    for (const socket of sockets) socket.close();
    await new Promise<void>((resolve) => {
      void bare.close(() => resolve());
    });
    await app.close();
  }
}

export function printFanout(
  options: FanoutOptions,
  result: { chat: FanoutFigures; bare: FanoutFigures },
) {
  const { chat, bare } = result;
  const row = (name: string, f: FanoutFigures) =>
    `${name.padEnd(34)}${f.p50.toFixed(1).padStart(8)}${f.p99.toFixed(1).padStart(9)}${f.deliveriesPerSecond.toFixed(0).padStart(14)}`;
  console.log(
    `\nchat fan-out to ${options.clients} sockets, ${options.rounds} x ${options.messages} messages`,
  );
  console.log(`${''.padEnd(34)}  p50 ms   p99 ms  deliveries/s`);
  console.log(row('gemdrop chat (PGlite, full path)', chat));
  console.log(row('bare socket.io re-broadcast', bare));
  console.log(
    `${'ratio chat / bare'.padEnd(34)}${(chat.p50 / bare.p50).toFixed(2).padStart(8)}${(chat.p99 / bare.p99).toFixed(2).padStart(9)}${(chat.deliveriesPerSecond / bare.deliveriesPerSecond).toFixed(2).padStart(14)}`,
  );
}

export async function chatFanoutSection(options: FanoutOptions): Promise<void> {
  printFanout(options, await runChatFanout(options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '2000' },
      messages: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '3' },
    },
  });
  await chatFanoutSection({
    clients: Number(values.clients),
    messages: Number(values.messages),
    rounds: Number(values.rounds),
  });
  process.exit(0);
}
