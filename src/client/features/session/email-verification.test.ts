import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { EMAIL_VERIFIED, verifyEmailToken } from './email-verification';

describe('email verification', () => {
  it('reports success with the spec copy', async () => {
    const present = vi.fn();
    const verify = vi.fn(async () => undefined);
    await expect(verifyEmailToken('tok', present, verify)).resolves.toEqual(EMAIL_VERIFIED);
    expect(verify).toHaveBeenCalledWith('tok');
    expect(present).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Email Verified',
      message: 'Your email has been successfully verified.',
    });
  });

  it("shows the server's message, or a fallback", async () => {
    const present = vi.fn();
    await verifyEmailToken('t', present, async () => {
      throw new ApiError('Token expired', 400, 'TOKEN_EXPIRED');
    });
    expect(present).toHaveBeenLastCalledWith({
      kind: 'error',
      title: 'Error',
      message: 'Token expired',
    });
    await verifyEmailToken('t', present, async () => {
      throw new Error('boom');
    });
    expect(present).toHaveBeenLastCalledWith({
      kind: 'error',
      title: 'Error',
      message: 'An error occurred.',
    });
  });
});
