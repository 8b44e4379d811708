import type { Logger } from 'pino';
import type { Config } from '../../config';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailLog = Pick<Logger, 'info' | 'error'>;

/** SMTP when SMTP_URL is set; otherwise the outbox folder, so a fresh start sends nothing out. */
export function createMailer(mail: Config['mail'], log: MailLog): Mailer {
  return mail.smtpUrl
    ? smtpMailer(mail.smtpUrl, mail.from)
    : outboxMailer(mail.outboxDir, mail.from, log);
}

/**
 * Sends without making the caller wait: a slow or failing mail server must neither delay an
 * answer (its timing would tell whether an address exists) nor fail an action already done.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: MailLog): void {
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, subject: message.subject }, 'mail could not be sent');
  });
}
