import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { toCaptureRoom } from './captureSockets';

// The streamer's own bets in the shared rounds, to their browser sources (rule 1 of
// relays.ts: the process where the bet committed emits to the capture room, the adapter
// carries it). Only which bets are theirs: the round, every bet in it and its result reach
// the browser source through the game's public room, exactly as they reach a page.

export function relayCaptureRounds(io: Server, services: Services): () => void {
  const stops = [
    services.events.on('crash.own-bet', ({ userId, roundId, betId, cashedOutAt }) => {
      toCaptureRoom(io, services, userId)?.emit(
        'capture.crash-bet',
        serverEvents['capture.crash-bet'].payload.parse({
          data: { roundId, betId, cashedOutAt },
        }),
      );
    }),
    services.events.on('roulette.own-bet', ({ userId, roundId, betId, option }) => {
      toCaptureRoom(io, services, userId)?.emit(
        'capture.roulette-bet',
        serverEvents['capture.roulette-bet'].payload.parse({ data: { roundId, betId, option } }),
      );
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
