import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import { rainStateWire } from '../domain/rain/rainWire';
import type { Services } from '../services';

/**
 * Sends the rain pool to every socket (players and visitors) after a tip or a round
 * committed. Only the committing process hears the change, and a plain io.emit reaches
 * every process's sockets through the adapter, so each socket hears it once.
 *
 * The pool is read after the commit, one read at a time: a change that lands during a read
 * asks for one more, so the last state sent is never older than the last change here.
 */
export function relayRain(io: Server, httpServer: HttpServer, services: Services): void {
  const log = pino({ level: services.config.logLevel, name: 'rain-relay' });
  let reading = false;
  let again = false;
  let stopped = false;

  async function send() {
    reading = true;
    try {
      do {
        again = false;
        const rain = rainStateWire(await services.rain.state());
        // Nothing leaves the server that the contract does not describe.
        const payload = serverEvents['rain.update'].payload.parse({ data: { rain } });
        if (!stopped) io.emit('rain.update', payload);
      } while (again && !stopped);
    } finally {
      reading = false;
    }
  }

  const stopListening = services.rain.onChange(() => {
    if (reading) again = true;
    else send().catch((error: unknown) => log.error({ err: error }, 'rain: sending the pool'));
  });
  httpServer.once('close', () => {
    stopped = true;
    stopListening();
  });
}
