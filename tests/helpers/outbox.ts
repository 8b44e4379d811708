import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** One message as the outbox mailer writes it. */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Every message in the outbox folder, oldest first; none when the folder does not exist yet. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (file) => ({
      file,
      ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<OutboxMail, 'file'>),
    })),
  );
}

/** Waits for a message matching `match` (some mails leave in the background). */
export async function waitForMail(
  dir: string,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token a mail link carries in `?<param>=`. */
export function tokenOf(mail: OutboxMail, param: 'email' | 'password'): string {
  for (const link of mail.links) {
    const token = new URL(link).searchParams.get(param);
    if (token) return token;
  }
  throw new Error(`no ?${param}= link in "${mail.subject}"`);
}
