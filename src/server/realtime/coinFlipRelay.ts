import { pino } from 'pino';
import type { Server } from 'socket.io';
import { channels, serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { channelRoom } from './channels';

// Coin flip's socket events (rule 1 of relays.ts): the process where a game changed emits
// it once to the game:coin-flip room, and the adapter carries it to every process. A
// socket that subscribes gets the lobby's lists, read after it joined the room, so no
// change can fall between what it was sent and what it hears next.

export function relayCoinFlip(io: Server, services: Services): () => void {
  const log = pino({ level: services.config.logLevel, name: 'coin-flip-relay' });
  const channel = channels.game('coin-flip');
  const room = channelRoom(channel);

  io.on('connection', (socket) => {
    socket.use(([event], next) => {
      next();
      if (event !== `${channel}.subscribe`) return;
      services.rounds.coinFlips.list().then(
        (lists) =>
          socket.emit(
            'coin-flip.games',
            serverEvents['coin-flip.games'].payload.parse({ data: lists }),
          ),
        (error: unknown) => log.error({ err: error }, 'coin flip: lists for a subscriber'),
      );
    });
  });

  return services.events.on('coin-flip.game', ({ game }) => {
    io.to(room).emit(
      'coin-flip.game',
      serverEvents['coin-flip.game'].payload.parse({ data: { game } }),
    );
  });
}
