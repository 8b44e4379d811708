import type { Server } from 'socket.io';
import { pino } from 'pino';
import { channels, serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom } from './channels';

/** At most one leaderboard per race per this many ms from each process. */
const THROTTLE_MS = 1_000;

/**
 * Sends a race's top places to the race channel after accruals changed it (rule 1: the
 * committing process emits once, the adapter carries it to every process's sockets).
 * Changes within a second go out as one update, read after the last of them committed.
 */
export function relayRaces(io: Server, services: Services): () => void {
  const log = pino({ level: services.config.logLevel, name: 'race-relay' });
  const room = channelRoom(channels.race);
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function flush() {
    timer = undefined;
    const raceIds = [...pending];
    pending.clear();
    for (const raceId of raceIds) {
      const board = await services.races.board(raceId);
      // Nothing leaves the server that the contract does not describe.
      const payload = serverEvents['race.update'].payload.parse({ data: board });
      if (!stopped) io.to(room).emit('race.update', payload);
    }
  }

  const stopListening = services.races.onChange((raceIds) => {
    for (const raceId of raceIds) pending.add(raceId);
    timer ??= setTimeout(() => {
      flush().catch((error: unknown) => log.error({ err: error }, 'race: sending a leaderboard'));
    }, THROTTLE_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopListening();
  };
}
