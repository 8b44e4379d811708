import type { Config } from '../../config';
import type { MailLog } from '../mail';
import { type HumanCheck, humanCheckOff } from './humanCheck';
import { turnstileCheck } from './turnstile';

/** Turnstile when a secret is configured; otherwise no check. */
export function createHumanCheck(
  turnstile: Config['turnstile'],
  log: Pick<MailLog, 'error'>,
): HumanCheck {
  return turnstile.secret
    ? turnstileCheck(turnstile.secret, turnstile.verifyUrl, log)
    : humanCheckOff;
}
