import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Real delivery through the SMTP server of `url` (smtp:// or smtps://, credentials inside). */
export function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: a dead mail server should fail a send in seconds, not nodemailer's minutes.
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
