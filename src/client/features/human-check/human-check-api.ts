import { apiRequest } from '../../lib/http';

let siteKey: Promise<string | null> | null = null;

/** The Turnstile site key (GET /auth/human-check), asked once per visit; null: no check. */
export function humanCheckSiteKey(): Promise<string | null> {
  siteKey ??= apiRequest<{ siteKey: string | null }>('/auth/human-check').then(
    (answer) => answer.siteKey,
    (error: unknown) => {
      siteKey = null; // ask again next time
      throw error;
    },
  );
  return siteKey;
}
