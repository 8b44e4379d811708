import { ApiError } from '../../lib/api-error';
import { notify } from '../notifications/notifications';
import { authApi } from './auth-api';

export interface VerificationNotice {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

export const EMAIL_VERIFIED: VerificationNotice = {
  kind: 'success',
  title: 'Email Verified',
  message: 'Your email has been successfully verified.',
};

/** The notice for a failed verification: the server's message or the spec's fallback. */
export function verificationFailure(error: unknown): VerificationNotice {
  const message =
    error instanceof ApiError && error.status !== 0 ? error.message : 'An error occurred.';
  return { kind: 'error', title: 'Error', message };
}

/**
 * The outcome as a top alert in the notice tray, kept until the player closes it: it
 * answers a link they followed from their mail.
 */
export function presentVerification(notice: VerificationNotice): void {
  notify({
    title: notice.title,
    message: notice.message,
    severity: notice.kind === 'success' ? 'SUCCESS' : 'ERROR',
    variant: 'TOP_ALERT',
    lifetimeMs: 0,
  });
}

/**
 * Verifies the `?email=` token and reports the outcome (by default as a top alert).
 * Returns the notice so another presenter (notifications) can reuse this function.
 */
export async function verifyEmailToken(
  token: string,
  present: (notice: VerificationNotice) => void = presentVerification,
  verify: (token: string) => Promise<void> = authApi.verifyEmail,
): Promise<VerificationNotice> {
  let notice: VerificationNotice;
  try {
    await verify(token);
    notice = EMAIL_VERIFIED;
  } catch (error) {
    notice = verificationFailure(error);
  }
  present(notice);
  return notice;
}
