import type { CaptureMinesStep } from '../../shared/contract/captureMines';
import type { DomainEvents } from '../domain/events';

/**
 * A mines step as the capture contract tells it: the board without stake or payout, and no
 * mine while the game is active.
 */
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
