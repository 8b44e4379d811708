import type { Config } from '../../config';
import type { MailLog, Mailer } from './mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

/** SMTP when SMTP_URL is set; otherwise the outbox folder, so a fresh start sends nothing out. */
export function createMailer(mail: Config['mail'], log: MailLog): Mailer {
  return mail.smtpUrl
    ? smtpMailer(mail.smtpUrl, mail.from)
    : outboxMailer(mail.outboxDir, mail.from, log);
}
