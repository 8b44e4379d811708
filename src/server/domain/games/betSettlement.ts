import type { DomainEventBus, DomainEvents } from '../events';
import type { Movement } from '../wallet/wallet';

// How a bet's money moves: the stake to the house, the payout back. Keys are tied to the bet
// id, so a posting can never happen twice for one bet.

export function stakeMovement(userId: string, betId: string, amount: number): Movement {
  return {
    userId,
    amount: -amount,
    counterparty: 'house',
    kind: 'bet',
    reference: betId,
    idempotencyKey: `bet:${betId}`,
  };
}

export function payoutMovement(userId: string, betId: string, payout: number): Movement {
  return {
    userId,
    amount: payout,
    counterparty: 'house',
    kind: 'payout',
    reference: betId,
    idempotencyKey: `payout:${betId}`,
  };
}

/** Tells listeners (notices, feeds) about a settled bet, once its transaction committed. */
export function announceSettled(
  tx: { afterCommit(effect: () => void): void },
  events: DomainEventBus,
  settled: DomainEvents['bet.settled'],
): void {
  tx.afterCommit(() => events.emit('bet.settled', settled));
}
