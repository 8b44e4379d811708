import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import { channels, serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom, userRoom } from './channels';

// Case battles' socket events (rule 1 of relays.ts): the process where a battle changed
// emits once, to the battle's own channel and, for a public battle, to the list's room
// (game:case-battle); a socket in both hears it once. A private battle's creation also goes
// to its creator's tabs: nobody else knows its link yet.
//
// spectator.data: who watches a battle's channel. The process where a socket joined or left
// recounts the room across the cluster (fetchSockets through the adapter) and tells the
// room, shortly after, so a burst of joins is one message.

const BATTLE_SUBSCRIPTION = /^(case-battle:[a-z0-9-]+)\.(subscribe|unsubscribe)$/;
const BATTLE_ROOM_PREFIX = channelRoom('case-battle:');
/** How soon after a join or leave the watchers are recounted. */
const RECOUNT_DELAY_MS = 150;

interface SpectatorSocketData {
  userId?: string;
}

export function relayCaseBattles(io: Server, httpServer: HttpServer, services: Services): void {
  const log = pino({ level: services.config.logLevel, name: 'case-battle-relay' });
  const listRoom = channelRoom(channels.game('case-battle'));

  const stop = services.events.on('case-battle', (event) => {
    const rooms = [channelRoom(channels.caseBattle(event.battleId))];
    if (event.isPublic) rooms.push(listRoom);
    else if (event.name === 'case-battle.created') rooms.push(userRoom(event.creatorId));
    const payload = serverEvents[event.name].payload.parse({ data: event.data });
    io.to(rooms).emit(event.name, payload);
  });

  const pending = new Map<string, NodeJS.Timeout>();
  const recount = async (channel: string) => {
    const sockets = await io.in(channelRoom(channel)).fetchSockets();
    const userIds = new Set(
      sockets.flatMap((s) => {
        const { userId } = s.data as SpectatorSocketData;
        return userId ? [userId] : [];
      }),
    );
    const users = await services.caseBattles.spectators([...userIds]);
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

  httpServer.once('close', () => {
    stop();
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
}
