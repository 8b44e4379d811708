import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  IDENTIFIER_SELECT,
  OPENID_NS,
  type OpenIdFields,
  STEAM_SIGNED_FIELDS,
  signedPayload,
} from './openId';

/** Individual Steam accounts: SteamID64s of the public universe, type 1, instance 1. */
export const SANDBOX_STEAM_ID = /^7656119\d{10}$/;

/** How long an issued assertion may wait for its check_authentication; Steam is similar. */
const ASSERTION_TTL_MS = 10 * 60_000;
/** Issued-but-unchecked assertions kept at most; the oldest are forgotten first. */
const MAX_PENDING = 10_000;

export type SetupRequest = { returnTo: string } | { error: string };

/**
 * A stand-in for Steam's OpenID provider, for the offline demo: it signs positive assertions
 * with a per-process secret (as an OpenID association would, HMAC-SHA256) and confirms
 * check_authentication exactly as Steam does: only for assertions it issued, unmodified,
 * and only once. No real Steam account is involved.
 */
export class SandboxOpenIdProvider {
  private readonly key = randomBytes(32);
  private readonly assocHandle = `sandbox-${randomBytes(8).toString('hex')}`;
  /** response_nonce -> expiry; spent on the first check. */
  private readonly pending = new Map<string, number>();

  constructor(
    /** Our own endpoint URL, as the relying party is configured to see it. */
    readonly endpoint: string,
    /** The only site this sandbox signs in to: return_to must be on it (no open redirect). */
    private readonly siteOrigin: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a checkid_setup request as a provider would before showing its login page. */
  parseSetupRequest(fields: OpenIdFields): SetupRequest {
    if (fields['openid.ns'] !== OPENID_NS) return { error: 'Not an OpenID 2.0 request' };
    if (fields['openid.mode'] !== 'checkid_setup') return { error: 'Unsupported openid.mode' };
    if (
      fields['openid.identity'] !== IDENTIFIER_SELECT ||
      fields['openid.claimed_id'] !== IDENTIFIER_SELECT
    )
      return { error: 'Only identifier_select is supported' };
    const returnTo = fields['openid.return_to'] ?? '';
    const realm = fields['openid.realm'] ?? '';
    if (originOf(returnTo) !== this.siteOrigin || originOf(realm) !== this.siteOrigin)
      return { error: 'return_to and realm must be on this site' };
    if (!returnTo.startsWith(realm)) return { error: 'return_to is outside the realm' };
    return { returnTo };
  }

  /** The URL that takes the browser back to return_to with a signed positive assertion. */
  assert(returnTo: string, steamId: string): string {
    if (!SANDBOX_STEAM_ID.test(steamId)) throw new Error('not an individual SteamID64');
    const nonce = `${new Date(this.now()).toISOString().slice(0, 19)}Z${randomBytes(12).toString('base64url')}`;
    this.remember(nonce);
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const fields: OpenIdFields = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': this.endpoint,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': returnTo,
      'openid.response_nonce': nonce,
      'openid.assoc_handle': this.assocHandle,
      'openid.signed': STEAM_SIGNED_FIELDS.join(','),
    };
    fields['openid.sig'] = this.sign(signedPayload(fields)!);
    return withFields(returnTo, fields);
  }

  /** The URL that tells return_to the player cancelled (spec 5.2.3's negative assertion). */
  cancel(returnTo: string): string {
    return withFields(returnTo, { 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' });
  }

  /** check_authentication: true only for an unmodified assertion of ours, the first time. */
  checkAuthentication(fields: OpenIdFields): boolean {
    if (fields['openid.ns'] !== OPENID_NS || fields['openid.mode'] !== 'check_authentication')
      return false;
    if (fields['openid.assoc_handle'] !== this.assocHandle) return false;
    if (fields['openid.op_endpoint'] !== this.endpoint) return false;
    if (fields['openid.signed'] !== STEAM_SIGNED_FIELDS.join(',')) return false;
    const payload = signedPayload(fields);
    const sig = Buffer.from(fields['openid.sig'] ?? '', 'base64');
    const expected = payload === null ? null : Buffer.from(this.sign(payload), 'base64');
    if (!expected || sig.length !== expected.length || !timingSafeEqual(sig, expected))
      return false;
    return this.spend(fields['openid.response_nonce'] ?? '');
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64');
  }

  private remember(nonce: string) {
    const now = this.now();
    for (const [old, expiresAt] of this.pending) {
      if (expiresAt > now && this.pending.size < MAX_PENDING) break;
      this.pending.delete(old);
    }
    this.pending.set(nonce, now + ASSERTION_TTL_MS);
  }

  private spend(nonce: string): boolean {
    const expiresAt = this.pending.get(nonce);
    this.pending.delete(nonce);
    return expiresAt !== undefined && expiresAt > this.now();
  }
}

/** Key-value form answer to check_authentication, as Steam sends it. */
export function checkAuthenticationAnswer(valid: boolean): string {
  return `ns:${OPENID_NS}\nis_valid:${valid}\n`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function withFields(base: string, fields: OpenIdFields): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url.href;
}
