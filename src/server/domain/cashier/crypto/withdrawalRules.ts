import { DomainError, notFound } from '../../errors';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { notStuck } from './stuckWithdrawals';

type WithdrawalState = Pick<CryptoTransactionRow, 'kind' | 'status' | 'provider'>;

/** Statuses a withdrawal never leaves: its money has gone, or come back. */
export const FINAL: ReadonlySet<string> = new Set(['COMPLETED', 'FAILED', 'REJECTED']);

export const noSuchWithdrawal = () => notFound('No such withdrawal');

const notPending = () =>
  new DomainError(
    'WITHDRAWAL_NOT_PENDING',
    'This withdrawal is no longer waiting for approval',
    409,
  );

/** An operator approves only a withdrawal still waiting for approval. */
export function assertPending<T extends WithdrawalState>(row: T | undefined): asserts row is T {
  if (!row || row.kind !== 'WITHDRAWAL') throw noSuchWithdrawal();
  if (row.status !== 'PENDING_APPROVAL') throw notPending();
}

/**
 * A withdrawal may end as FAILED or REJECTED with its refund. An operator's rejection of
 * what is no longer pending is an error; a provider's repeated failure notice is not (the
 * first one refunded, FINAL then says there is nothing to do). `stuckOnly`: an operator
 * failing a stuck withdrawal, refused unless it is stuck.
 */
export function assertEndable<T extends WithdrawalState>(
  row: T | undefined,
  end: { as: 'FAILED' | 'REJECTED'; stuckOnly: boolean },
  stuck: boolean,
): asserts row is T {
  if (!row || row.kind !== 'WITHDRAWAL') throw noSuchWithdrawal();
  if (end.as === 'REJECTED' && row.status !== 'PENDING_APPROVAL') throw notPending();
  if (end.stuckOnly && !stuck) throw notStuck();
}

/** Why a withdrawal an operator asked to resend was not claimed as stuck. */
export function notResent(row: WithdrawalState | undefined, provider: string): DomainError {
  if (!row || row.kind !== 'WITHDRAWAL') return noSuchWithdrawal();
  if (row.provider !== provider)
    return new DomainError(
      'WITHDRAWAL_OTHER_PROVIDER',
      `This withdrawal was made through ${row.provider}, which is not in use`,
      409,
    );
  return notStuck();
}
