import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../../lib/api-error';
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

/** The notice shown by <EmailVerificationBanner>; the notifications feature may take this over. */
export const verificationNoticeStore = createStore<{ notice: VerificationNotice | null }>()(() => ({
  notice: null,
}));

export function useVerificationNotice() {
  return useStore(verificationNoticeStore, (state) => state.notice);
}

export function dismissVerificationNotice(): void {
  verificationNoticeStore.setState({ notice: null });
}

/**
 * Verifies the `?email=` token and reports the outcome (by default to the inline banner).
 * Returns the notice so another presenter (notifications) can reuse this function.
 */
export async function verifyEmailToken(
  token: string,
  present: (notice: VerificationNotice) => void = (notice) =>
    verificationNoticeStore.setState({ notice }),
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
