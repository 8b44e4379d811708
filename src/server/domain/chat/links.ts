import { DomainError } from '../errors';

/** Addresses a player typed: with a scheme, or starting "www." (browsers open both). */
const LINK = /(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
// Sentence punctuation and style markers right after an address belong to the sentence.
const TRAILING = /[.,;:!?)\]}'"*_~]+$/u;

export interface FoundLink {
  start: number;
  end: number;
  /** As typed; shown as the link's text. */
  text: string;
}

/** Every address in one line of text, by UTF-16 offsets. */
export function findLinks(line: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const match of line.matchAll(LINK)) {
    const text = match[0].replace(TRAILING, '');
    if (/^(https?:\/\/|www\.)$/iu.test(text)) continue;
    found.push({ start: match.index, end: match.index + text.length, text });
  }
  return found;
}

/** True when `host` is an allowed host or one of its subdomains. */
export function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => h === allowed || h.endsWith(`.${allowed}`));
}

export const linkRefused = (message: string) => new DomainError('LINK_NOT_ALLOWED', message, 400);

/**
 * The address a typed link opens, or a refusal. The host is read the way a browser reads
 * it (WHATWG URL), so "https://gemdrop.gg@evil.example" is judged as evil.example and a
 * look-alike Unicode host arrives as its punycode, which no allowed host equals.
 */
export function resolveLink(text: string, allowedHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(/^www\./iu.test(text) ? `https://${text}` : text);
  } catch {
    throw linkRefused(`“${text.slice(0, 60)}” is not a valid address`);
  }
  if (!isAllowedHost(url.hostname, allowedHosts))
    throw linkRefused(`Links to ${url.hostname} are not allowed in chat`);
  if (url.username || url.password)
    throw linkRefused('Links with a user name or password are not allowed in chat');
  return url.href;
}
