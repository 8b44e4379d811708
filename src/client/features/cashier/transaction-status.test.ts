import { describe, expect, it } from 'vitest';
import { shortenMiddle, transactionStatus, upsertTransaction } from './transaction-status';

const base = { confirmations: 0, requiredConfirmations: 3, reason: null };

describe('transaction states', () => {
  it('names every state the way a player reads it', () => {
    expect(
      transactionStatus({ ...base, kind: 'DEPOSIT', status: 'CONFIRMING', confirmations: 1 }),
    ).toEqual({ label: 'Confirming 1/3', tone: 'pending' });
    expect(transactionStatus({ ...base, kind: 'DEPOSIT', status: 'COMPLETED' })).toEqual({
      label: 'Credited',
      tone: 'done',
    });
    expect(transactionStatus({ ...base, kind: 'WITHDRAWAL', status: 'PENDING_APPROVAL' })).toEqual({
      label: 'Awaiting approval',
      tone: 'pending',
    });
    expect(transactionStatus({ ...base, kind: 'WITHDRAWAL', status: 'PROCESSING' }).label).toBe(
      'Sending',
    );
    expect(transactionStatus({ ...base, kind: 'WITHDRAWAL', status: 'COMPLETED' }).label).toBe(
      'Sent',
    );
    expect(transactionStatus({ ...base, kind: 'WITHDRAWAL', status: 'FAILED' })).toEqual({
      label: 'Failed, refunded',
      tone: 'failed',
    });
    expect(transactionStatus({ ...base, kind: 'WITHDRAWAL', status: 'REJECTED' }).tone).toBe(
      'failed',
    );
  });

  it('never counts more confirmations than needed', () => {
    expect(
      transactionStatus({ ...base, kind: 'DEPOSIT', status: 'CONFIRMING', confirmations: 9 }).label,
    ).toBe('Confirming 3/3');
  });
});

describe('list helpers', () => {
  it('shortens long addresses in the middle', () => {
    expect(shortenMiddle('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBe('bc1qxy…hx0wlh');
    expect(shortenMiddle('short')).toBe('short');
  });

  it('replaces a changed transaction in place and puts a new one first', () => {
    const list = [
      { id: 'b', n: 1 },
      { id: 'a', n: 1 },
    ];
    expect(upsertTransaction(list, { id: 'a', n: 2 })).toEqual([
      { id: 'b', n: 1 },
      { id: 'a', n: 2 },
    ]);
    expect(upsertTransaction(list, { id: 'c', n: 1 }).map((tx) => tx.id)).toEqual(['c', 'b', 'a']);
  });
});
