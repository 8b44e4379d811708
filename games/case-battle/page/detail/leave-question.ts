// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import type { ConfirmProps } from '../../../../src/client/features/modals/modal-views';
import { sessionStore } from '../../../../src/client/features/session/session-store';

/**
 * What the player is asked before leaving a battle: the creator closes it for everyone
 * (every seat refunded, the battle over), anyone else gives up their seat.
 */
export function leaveQuestion(battle: Pick<CaseBattle, 'creatorId'>): ConfirmProps {
  const isCreator = sessionStore.getState().user?.id === battle.creatorId;
  return isCreator
    ? {
        title: 'Close this battle?',
        message: 'Every seat is refunded and the battle ends. This cannot be undone.',
        confirmLabel: 'Close and refund',
        cancelLabel: 'Keep it open',
      }
    : {
        title: 'Leave this battle?',
        message: 'Your seat price comes back and someone else can take the seat.',
        confirmLabel: 'Leave and refund',
        cancelLabel: 'Stay',
      };
}
