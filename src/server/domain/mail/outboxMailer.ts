import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailLog, Mailer } from './mailer';

/** Every http(s) address in a text, so tests and developers can follow a mail's links. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}

/**
 * The no-SMTP mailer: each message becomes `<timestamp>-<random>.json` in `dir`. The files
 * hold live tokens, so only the server's user may read them. A message is written under
 * another name and renamed: whoever lists the `.json` files never reads one half written.
 */
export function outboxMailer(dir: string, from: string, log: MailLog): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}.json`);
      const record = {
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: linksIn(message.text),
      };
      const partial = `${file}.partial`;
      await writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      await rename(partial, file);
      log.info(`mail "${message.subject}" written to ${file}`);
    },
  };
}
