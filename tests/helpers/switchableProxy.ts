import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP proxy to `target` that can be cut: while down it drops every connection
 * unanswered, as a provider that died or a network that failed does, so the caller's fetch
 * throws and cannot know whether its request arrived.
 */
export async function startSwitchableProxy(target: string) {
  let up = true;
  const server = createServer((req, res) => {
    if (!up) return void req.socket.destroy();
    const forward = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setUp(value: boolean) {
      up = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
