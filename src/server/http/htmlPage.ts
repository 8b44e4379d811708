import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A value as a JavaScript literal inside an inline <script>: `<`, `>` and `&` are escaped so
 * no `</script>` or `<!--` can close the element, and U+2028/2029 so old parsers don't break.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface HtmlPage {
  title: string;
  /** Trusted markup: every dynamic part must already be escaped. */
  body: string;
  /** Inline script source; runs only because it carries the page's nonce. */
  script?: string;
  /** form-action: where the page's forms may submit ('none' when it has none). */
  formAction?: string;
  /** The page's own stylesheet, instead of the plain default. */
  style?: string;
  /**
   * Default 'no-referrer' (return URLs carry assertions). A page whose form POSTs to us
   * needs 'same-origin': under no-referrer browsers send `Origin: null`, which the CSRF
   * guard rightly refuses.
   */
  referrerPolicy?: 'no-referrer' | 'same-origin';
}

const STYLE = `body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;
background:#14161c;color:#e8e8ec}a,button{color:#9ad}button{font:inherit;padding:.4rem .8rem;margin:.2rem}
input{font:inherit;padding:.4rem}.banner{background:#5a3d00;padding:.5rem .8rem;border-radius:.3rem}`;

/**
 * Sets the headers of a small self-contained page and answers its HTML. The
 * Content-Security-Policy lets only this page's own inline style and script run (a fresh
 * nonce each time): injected markup could not execute.
 */
export function renderHtmlPage(reply: FastifyReply, page: HtmlPage): string {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'none'",
    "base-uri 'none'",
    `form-action ${page.formAction ?? "'none'"}`,
    "frame-ancestors 'none'",
  ].join('; ');
  reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    // Return URLs carry assertions and codes; no Referer should repeat them anywhere.
    .header('referrer-policy', page.referrerPolicy ?? 'no-referrer');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${page.style ?? STYLE}</style></head>` +
    `<body>${page.body}${script}</body></html>`
  );
}

/** Renders and sends a page with the given status. */
export function sendHtmlPage(reply: FastifyReply, page: HtmlPage, status = 200) {
  return reply.status(status).send(renderHtmlPage(reply, page));
}
