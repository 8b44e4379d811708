import { describe, expect, it } from 'vitest';
import { changeOf } from './auditEntry';

describe('changeOf', () => {
  it('reads the before and after the back office writes', () => {
    expect(changeOf({ before: { balance: 5 }, after: { balance: 10 }, reason: 'Refund' })).toEqual({
      before: { balance: 5 },
      after: { balance: 10 },
      reason: 'Refund',
    });
  });

  it('reads a role change as from and to', () => {
    expect(changeOf({ from: ['PLAYER'], to: ['ADMIN'], reason: 'Hired' })).toEqual({
      before: ['PLAYER'],
      after: ['ADMIN'],
      reason: 'Hired',
    });
  });

  it('reads a ban or mute as its end, and an older adjustment as its amount', () => {
    expect(changeOf({ until: null, reason: 'Lifted' }).after).toEqual({ until: null });
    expect(changeOf({ amount: -50 })).toEqual({
      before: null,
      after: { amount: -50 },
      reason: null,
    });
  });

  it('says nothing of a reason that is not text', () => {
    expect(changeOf({ reason: 42 }).reason).toBeNull();
  });
});
