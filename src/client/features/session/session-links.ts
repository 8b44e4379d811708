import { openPasswordReset } from './auth-ui-store';
import { verifyEmailToken } from './email-verification';
import { readParam, removeParams } from './url-params';

let handled = false;

/**
 * The one-shot links of mails: `?password=TOKEN` opens "Set new password", `?email=TOKEN`
 * verifies the address. Both tokens leave the address bar afterwards. Runs once per page load.
 */
export function handleSessionLinks(): void {
  if (handled) return;
  handled = true;
  const passwordToken = readParam('password');
  const emailToken = readParam('email');
  if (passwordToken) openPasswordReset(passwordToken);
  if (emailToken) void verifyEmailToken(emailToken);
  if (passwordToken || emailToken) removeParams(['password', 'email']);
}
