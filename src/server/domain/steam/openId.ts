/**
 * OpenID 2.0 as Steam speaks it (openid.net/specs/openid-authentication-2_0.html): the
 * checkid_setup redirect, the checks on the positive assertion that comes back, and the
 * direct check_authentication call in which the provider vouches for its own signature.
 * Nothing here knows whether the provider is Steam or the built-in sandbox.
 */

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';

/** Steam identities; anything else (another OpenID provider's URL) is not a Steam account. */
const STEAM_CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;

/** What Steam signs. A field left out of the signature could be swapped by whoever relays it. */
export const STEAM_SIGNED_FIELDS = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
] as const;

/** The query (or form) fields of an OpenID message, one string per key. */
export type OpenIdFields = Record<string, string>;

export type AssertionCheck =
  { ok: true; steamId: string } | { ok: false; reason: string; cancelled?: true };

/** The provider URL that asks the player to sign in and come back to `returnTo`. */
export function checkIdSetupUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  const fields = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  };
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * The local checks on a positive assertion (spec 11.1-11.2). They stop a response made for
 * another site, another provider or another sign-in attempt; the signature itself is the
 * provider's to confirm (checkAuthentication).
 */
export function validateAssertion(
  fields: OpenIdFields,
  expected: { endpoint: string; returnTo: string },
): AssertionCheck {
  const field = (name: string) => fields[`openid.${name}`];
  if (field('ns') !== OPENID_NS) return { ok: false, reason: 'not an OpenID 2.0 message' };
  if (field('mode') === 'cancel') return { ok: false, reason: 'cancelled', cancelled: true };
  if (field('mode') !== 'id_res') return { ok: false, reason: 'not a positive assertion' };
  if (field('op_endpoint') !== expected.endpoint) return { ok: false, reason: 'wrong op_endpoint' };
  if (!sameReturnTo(field('return_to'), expected.returnTo))
    return { ok: false, reason: 'return_to is not the URL we issued' };
  const claimedId = field('claimed_id') ?? '';
  const match = STEAM_CLAIMED_ID.exec(claimedId);
  if (!match) return { ok: false, reason: 'claimed_id is not a Steam identity' };
  if (field('identity') !== claimedId)
    return { ok: false, reason: 'identity differs from claimed_id' };
  if (!field('response_nonce') || !field('assoc_handle') || !field('sig'))
    return { ok: false, reason: 'nonce, association or signature missing' };
  const signed = new Set((field('signed') ?? '').split(','));
  if (!STEAM_SIGNED_FIELDS.every((name) => signed.has(name)))
    return { ok: false, reason: 'a required field is not signed' };
  return { ok: true, steamId: match[1]! };
}

/** Same origin, path and query parameters (spec 11.1); order and encoding may differ. */
function sameReturnTo(actual: string | undefined, expected: string): boolean {
  if (!actual) return false;
  let a: URL, b: URL;
  try {
    a = new URL(actual);
    b = new URL(expected);
  } catch {
    return false;
  }
  if (a.origin !== b.origin || a.pathname !== b.pathname || a.hash !== b.hash) return false;
  const sorted = (url: URL) => JSON.stringify([...url.searchParams].sort());
  return sorted(a) === sorted(b);
}

/**
 * Asks the provider whether it really issued this assertion (spec 11.4.2). Steam answers
 * in key-value form, `ns:...\nis_valid:true\n`; anything else, including a network failure,
 * leaves the assertion unconfirmed.
 */
export async function checkAuthentication(
  endpoint: string,
  fields: OpenIdFields,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith('openid.') && key !== 'openid.mode') body.set(key, value);
  }
  body.set('openid.mode', 'check_authentication');
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
    body,
    // A redirect could hand the question to someone else.
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok || text.length > 4096) return false;
  const answer = parseKeyValueForm(text);
  return answer?.get('ns') === OPENID_NS && answer.get('is_valid') === 'true';
}

/** OpenID's key-value form (spec 4.1.1): `key:value` lines. Null when malformed or ambiguous. */
export function parseKeyValueForm(text: string): Map<string, string> | null {
  const result = new Map<string, string>();
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const key = line.slice(0, colon);
    if (result.has(key)) return null;
    result.set(key, line.slice(colon + 1));
  }
  return result;
}

/** Key-value form of the signed fields in their listed order: what the signature covers (spec 6.1). */
export function signedPayload(fields: OpenIdFields): string | null {
  const names = (fields['openid.signed'] ?? '').split(',');
  let payload = '';
  for (const name of names) {
    const value = fields[`openid.${name}`];
    if (!name || value === undefined || /[\n]/.test(value)) return null;
    payload += `${name}:${value}\n`;
  }
  return payload;
}
