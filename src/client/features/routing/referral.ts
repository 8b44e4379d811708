export const REFERRAL_STORAGE_KEY = 'referralCode';

/** A referral code as it may appear in a link: letters, digits, dash and underscore, 1-32. */
const codePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** Stores a well-formed referral code (kept until registration uses it); ignores anything else. */
export function storeReferralCode(
  storage: Pick<Storage, 'setItem'>,
  code: string | undefined,
): void {
  if (!code || !codePattern.test(code)) return;
  try {
    storage.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Storage can be full or blocked (private mode): the referral is simply not kept.
  }
}
