import type { CryptoTransaction } from '../../../shared/contract/cashierCrypto';

export type StatusTone = 'pending' | 'done' | 'failed';

/** What a player reads for a deposit's or withdrawal's state, and its colour. */
export function transactionStatus(
  tx: Pick<
    CryptoTransaction,
    'kind' | 'status' | 'confirmations' | 'requiredConfirmations' | 'reason'
  >,
): { label: string; tone: StatusTone } {
  switch (tx.status) {
    case 'CONFIRMING':
      return {
        label: `Confirming ${Math.min(tx.confirmations, tx.requiredConfirmations)}/${tx.requiredConfirmations}`,
        tone: 'pending',
      };
    case 'HELD':
      return { label: 'Held for review', tone: 'pending' };
    case 'PENDING_APPROVAL':
      return { label: 'Awaiting approval', tone: 'pending' };
    case 'PROCESSING':
      return { label: 'Sending', tone: 'pending' };
    case 'COMPLETED':
      return { label: tx.kind === 'DEPOSIT' ? 'Credited' : 'Sent', tone: 'done' };
    case 'FAILED':
      return { label: 'Failed, refunded', tone: 'failed' };
    case 'REJECTED':
      return { label: 'Rejected, refunded', tone: 'failed' };
  }
}

/** A long address or hash shortened for a list row: "bc1qxy…x0wlh". */
export function shortenMiddle(text: string, keep = 6): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

/** Puts a changed transaction in the newest-first list: replaced in place, or added on top. */
export function upsertTransaction<T extends { id: string }>(list: readonly T[], tx: T): T[] {
  const index = list.findIndex((entry) => entry.id === tx.id);
  if (index === -1) return [tx, ...list];
  return list.map((entry, i) => (i === index ? tx : entry));
}
