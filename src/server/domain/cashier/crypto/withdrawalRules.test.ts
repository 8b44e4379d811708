import { describe, expect, it } from 'vitest';
import { FINAL, assertEndable, assertPending, notResent } from './withdrawalRules';

const withdrawal = (status: string, provider = 'sandbox') => ({
  kind: 'WITHDRAWAL',
  status,
  provider,
});
const withCode = (code: string) => expect.objectContaining({ code });

describe('withdrawal rules', () => {
  it('approves only a withdrawal waiting for approval', () => {
    expect(() => assertPending(withdrawal('PENDING_APPROVAL'))).not.toThrow();
    expect(() => assertPending(withdrawal('PROCESSING'))).toThrow(
      withCode('WITHDRAWAL_NOT_PENDING'),
    );
    expect(() => assertPending(undefined)).toThrow(withCode('NOT_FOUND'));
    const deposit = { ...withdrawal('PENDING_APPROVAL'), kind: 'DEPOSIT' };
    expect(() => assertPending(deposit)).toThrow(withCode('NOT_FOUND'));
  });

  it('rejects only what is pending, but lets a repeated failure through to FINAL', () => {
    const rejecting = { as: 'REJECTED', stuckOnly: false } as const;
    const failing = { as: 'FAILED', stuckOnly: false } as const;
    expect(() => assertEndable(withdrawal('PENDING_APPROVAL'), rejecting, false)).not.toThrow();
    expect(() => assertEndable(withdrawal('PROCESSING'), rejecting, false)).toThrow(
      withCode('WITHDRAWAL_NOT_PENDING'),
    );
    // The provider's second failure notice: no error, and FINAL says nothing is left to do.
    expect(() => assertEndable(withdrawal('FAILED'), failing, false)).not.toThrow();
    expect(FINAL.has('FAILED')).toBe(true);
    expect(FINAL.has('PROCESSING')).toBe(false);
  });

  it('fails a stuck-only ending unless the row is stuck', () => {
    const stuckOnly = { as: 'FAILED', stuckOnly: true } as const;
    expect(() => assertEndable(withdrawal('PROCESSING'), stuckOnly, false)).toThrow(
      withCode('WITHDRAWAL_NOT_STUCK'),
    );
    expect(() => assertEndable(withdrawal('PROCESSING'), stuckOnly, true)).not.toThrow();
  });

  it('says why a resend claimed nothing', () => {
    expect(notResent(undefined, 'sandbox').code).toBe('NOT_FOUND');
    expect(notResent(withdrawal('PROCESSING', 'nowpayments'), 'sandbox').code).toBe(
      'WITHDRAWAL_OTHER_PROVIDER',
    );
    expect(notResent(withdrawal('COMPLETED'), 'sandbox').code).toBe('WITHDRAWAL_NOT_STUCK');
  });
});
