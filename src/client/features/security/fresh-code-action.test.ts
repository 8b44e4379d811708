import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { runWithCode } from './fresh-code-action';

const stale = () =>
  new ApiError(
    'You must have two factor validated to perform this action',
    403,
    'TWO_FACTOR_REQUIRED',
  );

describe('runWithCode', () => {
  it('answers the action when the session is fresh, without verifying', async () => {
    const verify = vi.fn(async () => {});
    const outcome = await runWithCode('123456', async (code) => `did ${code}`, verify);
    expect(outcome).toEqual({ status: 'done', value: 'did 123456' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('spends the code on verifying a stale session, and asks for the next one', async () => {
    const verify = vi.fn(async () => {});
    const action = vi.fn(async () => {
      throw stale();
    });
    expect(await runWithCode('654321', action, verify)).toEqual({ status: 'verified' });
    expect(verify).toHaveBeenCalledWith('654321');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('passes on any other failure, and a refused verification', async () => {
    const wrong = new ApiError('That code is not valid', 400, 'INVALID_TWO_FACTOR_CODE');
    const verify = vi.fn(async () => {});
    await expect(runWithCode('000000', () => Promise.reject(wrong), verify)).rejects.toBe(wrong);
    expect(verify).not.toHaveBeenCalled();
    await expect(
      runWithCode(
        '000000',
        () => Promise.reject(stale()),
        () => Promise.reject(wrong),
      ),
    ).rejects.toBe(wrong);
  });
});
