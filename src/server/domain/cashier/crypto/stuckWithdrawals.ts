import { DomainError } from '../../errors';

/**
 * A withdrawal PROCESSING with no payout id from the provider for this long is stuck: the
 * process died between its commit and the provider call, or the provider never answered.
 * Longer than any provider call may take (NOWPayments' is cut at 15 s), so an operator
 * never resends or fails one whose call is still in flight.
 */
export const STUCK_AFTER_SECONDS = 300;

export const notStuck = () =>
  new DomainError(
    'WITHDRAWAL_NOT_STUCK',
    'This withdrawal is not stuck: it has a payout, has ended, or was tried in the last 5 minutes',
    409,
  );
