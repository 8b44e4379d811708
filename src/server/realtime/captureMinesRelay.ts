import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { CaptureMinesStep } from '../../shared/contract/captureMines';
import type { DomainEvents } from '../domain/events';
import type { Services } from '../services';
import { toCaptureRoom } from './captureSockets';

// A streamer's mines games and case openings, for their browser sources only (the capture
// room): the mines board without stake or payout, parsed with the contract so that no
// mine of an active game can leave the server, and the opened cases with their reels' hold.

/** A mines step as the capture contract tells it. */
export function captureMinesStep(event: DomainEvents['mines.step']): CaptureMinesStep {
  const { game, revealInMs } = event;
  const board = {
    id: game.id,
    mines: game.mines,
    revealed: game.revealed,
    state: game.state,
    minePositions: game.state === 'active' ? null : game.minePositions,
  };
  return event.step === 'reveal'
    ? { step: 'reveal', tile: event.tile, board, revealInMs }
    : { step: event.step, board, revealInMs };
}

/** Rule 1 (relays.ts): the process where it happened emits to the room; the adapter carries it. */
export function relayCaptureMines(io: Server, services: Services): () => void {
  const stops = [
    services.events.on('mines.step', (event) => {
      const room = toCaptureRoom(io, services, event.userId);
      if (!room) return;
      const payload = serverEvents['capture.mines'].payload.parse({
        data: captureMinesStep(event),
      });
      room.emit('capture.mines', payload);
    }),
    services.events.on('case.opened', ({ userId, case: opened, openings, ...timing }) => {
      const room = toCaptureRoom(io, services, userId);
      if (!room) return;
      const payload = serverEvents['capture.case-opening'].payload.parse({
        data: {
          case: opened,
          openings: openings.map(({ id, item }) => ({ id, item })),
          ...timing,
        },
      });
      room.emit('capture.case-opening', payload);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
