import type { Logger } from 'pino';

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

/**
 * Sends without making the caller wait: a slow or failing mail server must neither delay an
 * answer (its timing would tell whether an address exists) nor fail an action already done.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: MailLog): void {
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, subject: message.subject }, 'mail could not be sent');
  });
}
