import { connect as tcpConnect } from 'node:net';
import { io as socketClient } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';

// SIGTERM, as a deployment sends it: the node finishes the request it is answering, tells
// its sockets to reconnect (to another node, through the balancer), and exits 0 within 10 s.

const ORIGIN = 'http://localhost:3000';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
});

/** A login whose body arrives in two halves: in flight from its headers until `finish()`. */
function slowRequest(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ login: 'nobody_at_all', password: 'not the password' });
  const socket = tcpConnect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${ORIGIN}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  return {
    finish: () => socket.write(body.slice(10)),
    /** Everything the server sent before the connection closed. */
    answer: ended,
  };
}

describe('a SIGTERM', () => {
  it('lets the request in flight finish, sends sockets off to reconnect, and exits 0 within 10 s', async () => {
    server = await startServerProcess(
      {
        DATA_DIR: 'memory://',
        ROUNDS_SCHEDULED: 'true',
        SITE_ORIGIN: ORIGIN,
      },
      150_000,
    );
    const socket = socketClient(server.url, {
      transports: ['websocket'],
      extraHeaders: { origin: ORIGIN },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<{ reason: string; willReconnect: boolean }>((resolve) =>
      socket.once('disconnect', (reason) => resolve({ reason, willReconnect: socket.active })),
    );

    const request = slowRequest(server.url);
    await pause(300); // its headers are read: the request is in flight
    const started = Date.now();
    const exited = server.stop();
    await pause(500); // the node is stopping, the request still waits for its body
    request.finish();
    const answer = await request.answer;
    // The route answered it (bad credentials), not the closing server (503) nor a reset.
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer.toLowerCase()).toContain('x-request-id: ');

    // A transport close, which the client reconnects from by itself (socket-options.ts).
    expect(await disconnected).toEqual({ reason: 'transport close', willReconnect: true });
    socket.close();
    const code = await exited;
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    server = undefined;
    // Starting a tsx server on a busy machine takes most of this budget.
  }, 200_000);
});
