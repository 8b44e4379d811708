import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { join } from 'node:path';

/** A siteverify answer recorded in Cloudflare's documented format (tests/fixtures/turnstile). */
export function turnstileFixture(name: string): string {
  return readFileSync(join(import.meta.dirname, '../fixtures/turnstile', `${name}.json`), 'utf8');
}

export interface SiteverifyRequest {
  contentType: string | undefined;
  form: Record<string, string>;
}

/** The browser token Cloudflare's documented test keys accept. */
export const PASSING_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * A local stand-in for challenges.cloudflare.com's siteverify: records each form POST and
 * answers with a recorded fixture chosen by `answer` (by default: the passing token succeeds,
 * anything else is `invalid-input-response`).
 */
export async function startTurnstileStandIn(
  answer: (form: Record<string, string>) => { status: number; body: string } = (form) => ({
    status: 200,
    body: turnstileFixture(form.response === PASSING_TOKEN ? 'success' : 'invalid-input-response'),
  }),
) {
  const requests: SiteverifyRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ contentType: request.headers['content-type'], form });
      const { status, body: text } = answer(form);
      const json = text.trimStart().startsWith('{');
      response.writeHead(status, { 'content-type': json ? 'application/json' : 'text/html' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
