import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { notificationStore } from '../notifications/notification-store';
import { EMAIL_VERIFIED, presentVerification, verifyEmailToken } from './email-verification';

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

  describe('as a notice', () => {
    beforeEach(() => notificationStore.setState({ entries: [] }));

    it('is a top alert in the tray that stays until closed', () => {
      presentVerification(EMAIL_VERIFIED);
      const [entry] = notificationStore.getState().entries;
      expect(entry?.props).toMatchObject({
        title: 'Email Verified',
        message: [{ type: 'TEXT', value: 'Your email has been successfully verified.' }],
        severity: 'SUCCESS',
        variant: 'TOP_ALERT',
      });
      expect(entry?.props.expiryDate).toBeUndefined();
    });

    it('is an error alert when the link failed', () => {
      presentVerification({ kind: 'error', title: 'Error', message: 'Token expired' });
      expect(notificationStore.getState().entries[0]?.props).toMatchObject({
        severity: 'ERROR',
        variant: 'TOP_ALERT',
      });
    });
  });
});
