import { pino } from 'pino';
import type { Server } from 'socket.io';
import { channels, serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom } from './channels';

// Crash's socket events (rule 1 of relays.ts): the process where a round changed, a bet
// was placed or a bet was cashed out emits once to the game:crash room, and the adapter
// carries it to every process. Cash-outs go out in batches, at most one per BATCH_MS,
// so a crowd cashing out at once is one event. A socket that subscribes gets the round
// as it is, in one event.

const BATCH_MS = 100;

export function relayCrash(io: Server, services: Services): () => void {
  const log = pino({ level: services.config.logLevel, name: 'crash-relay' });
  const room = channelRoom(channels.game('crash'));
  const pending = new Map<number, Map<string, unknown>>();
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    timer = undefined;
    for (const [roundId, bets] of pending) {
      const payload = serverEvents['crash.cashouts'].payload.parse({
        data: { roundId, bets: [...bets.values()] },
      });
      io.to(room).emit('crash.cashouts', payload);
    }
    pending.clear();
  }

  const stops = [
    services.events.on('crash.round', ({ round }) => {
      flush(); // cash-outs first: they happened before the phase changed
      io.to(room).emit(
        'crash.round',
        serverEvents['crash.round'].payload.parse({ data: { round } }),
      );
    }),
    services.events.on('crash.bet', (data) => {
      io.to(room).emit('crash.bet', serverEvents['crash.bet'].payload.parse({ data }));
    }),
    services.events.on('crash.cashouts', ({ roundId, bets }) => {
      const batch = pending.get(roundId) ?? new Map<string, unknown>();
      for (const bet of bets) batch.set(bet.id, bet);
      pending.set(roundId, batch);
      timer ??= setTimeout(flush, BATCH_MS);
    }),
  ];

  io.on('connection', (socket) => {
    socket.use(([event], next) => {
      next();
      if (event !== `${channels.game('crash')}.subscribe`) return;
      services.rounds.crash.snapshot().then(
        (round) => {
          if (round)
            socket.emit(
              'crash.round',
              serverEvents['crash.round'].payload.parse({ data: { round } }),
            );
        },
        (error: unknown) => log.error({ err: error }, 'crash: snapshot for a subscriber'),
      );
    });
  });

  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}
