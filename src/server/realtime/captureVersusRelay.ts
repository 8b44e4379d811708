import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { Services } from '../services';
import { captureRoom } from './captureSockets';

// Capture routes of coin flips and case battles (rule 1 of relays.ts): the process where a
// flip or battle changed tells the capture rooms of the players seated in it, in the same
// turn as the game's own relay tells its channel, so a browser source never hears an
// outcome before the game's page (the flip and every round start when their event arrives).
// Only what the public channel carries: a private battle goes to its own players alone.

export function relayCaptureVersus(io: Server, services: Services): () => void {
  /** The capture rooms of the seated players a browser source follows, or null for none. */
  const roomsOf = (userIds: readonly string[]) => {
    const watched = userIds.filter((userId) => services.captureAudience.isWatched(userId));
    return watched.length > 0 ? watched.map(captureRoom) : null;
  };
  const stops = [
    services.events.on('coin-flip.game', ({ game, userIds }) => {
      const rooms = roomsOf(userIds);
      if (!rooms) return;
      io.to(rooms).emit(
        'capture.coin-flip',
        serverEvents['capture.coin-flip'].payload.parse({ data: { game } }),
      );
    }),
    services.events.on('case-battle', ({ userIds, name, data }) => {
      const rooms = roomsOf(userIds);
      if (!rooms) return;
      io.to(rooms).emit(
        'capture.case-battle',
        serverEvents['capture.case-battle'].payload.parse({ data: { name, data } }),
      );
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
