import type { HumanCheck } from './humanCheck';

/**
 * Cloudflare Turnstile's siteverify: a form POST of secret, response and remoteip, answered
 * with `{ success, "error-codes": [...], challenge_ts, hostname, ... }`. Only `success: true`
 * passes; anything else (an error code, a non-JSON page, a timeout, a network failure) fails
 * closed, since a check that passes when Cloudflare is unreachable stops nothing.
 */
export function turnstileCheck(
  secret: string,
  verifyUrl: string,
  log: { error(obj: object, message: string): void },
  timeoutMs = 5_000,
): HumanCheck {
  return {
    async verify(token, ip) {
      if (!token) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (answer.success === true) return true;
        // Codes about our own setup (a bad secret) need an operator, not another try.
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
        if (codes.some((code) => String(code).includes('secret'))) {
          log.error({ codes }, 'Turnstile refused the server secret');
        }
        return false;
      } catch (error) {
        log.error({ err: error }, 'Turnstile siteverify failed');
        return false;
      }
    },
  };
}
