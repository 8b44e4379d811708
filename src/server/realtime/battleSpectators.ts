import { pino } from 'pino';
import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom } from './channels';

// spectator.data: who watches a case battle's channel. The process where a socket joined or
// left recounts the room across the cluster (fetchSockets through the adapter) and tells the
// room, shortly after, so a burst of joins is one message. No domain event: the sockets
// themselves are the fact.

const BATTLE_SUBSCRIPTION = /^(case-battle:[a-z0-9-]+)\.(subscribe|unsubscribe)$/;
const BATTLE_ROOM_PREFIX = channelRoom('case-battle:');
/** How soon after a join or leave the watchers are recounted. */
const RECOUNT_DELAY_MS = 150;

interface SpectatorSocketData {
  userId?: string;
}

export function relayBattleSpectators(io: Server, services: Services): () => void {
  const log = pino({ level: services.config.logLevel, name: 'case-battle-spectators' });
  const pending = new Map<string, NodeJS.Timeout>();

  const recount = async (channel: string) => {
    const sockets = await io.in(channelRoom(channel)).fetchSockets();
    const userIds = new Set(
      sockets.flatMap((s) => {
        const { userId } = s.data as SpectatorSocketData;
        return userId ? [userId] : [];
      }),
    );
    const users = await services.rooms.plays['case-battle'].spectators([...userIds]);
    io.to(channelRoom(channel)).emit(
      'spectator.data',
      serverEvents['spectator.data'].payload.parse({
        data: { channel, amount: sockets.length, users },
      }),
    );
  };
  const recountSoon = (channel: string) => {
    if (pending.has(channel)) return;
    const timer = setTimeout(() => {
      pending.delete(channel);
      recount(channel).catch((error: unknown) =>
        log.warn({ err: error }, 'case battle: spectators'),
      );
    }, RECOUNT_DELAY_MS);
    timer.unref();
    pending.set(channel, timer);
  };

  io.on('connection', (socket) => {
    // After the gateway's rate limit and subscription handling: a refused one never gets here.
    socket.use(([event], next) => {
      const match = BATTLE_SUBSCRIPTION.exec(String(event));
      if (match) recountSoon(match[1]!);
      next();
    });
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        if (room.startsWith(BATTLE_ROOM_PREFIX)) recountSoon(room.slice(channelRoom('').length));
      }
    });
  });

  return () => {
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  };
}
