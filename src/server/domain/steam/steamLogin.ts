import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { SessionMeta } from '../accounts';
import { newToken, sameBrowserState, tokenHash } from '../accounts';
import { type ThrottleRule, hitThrottle } from '../accounts';
import {
  type OpenIdFields,
  checkAuthentication,
  checkIdSetupUrl,
  validateAssertion,
} from './openId';
import type { SteamSignIn } from './steamSignIn';

/** How long a player may spend on the provider's page. */
const STATE_TTL_MS = 10 * 60_000;

/** Linking starts write a state row each: a signed-in player cannot pile them up. */
export const STEAM_LINK_RULE: ThrottleRule = {
  name: 'steam-link:account',
  limit: 20,
  windowSeconds: 10 * 60,
};

// Abandoned attempts would otherwise pile up; this provider's expired rows are dead weight.
const PURGE_EXPIRED_STATES: Statement = {
  name: 'steam_oauth_states_purge',
  text: `DELETE FROM oauth_states WHERE provider = 'steam' AND expires_at < $1`,
};

const INSERT_STATE: Statement = {
  name: 'steam_oauth_state_insert',
  text: `INSERT INTO oauth_states (state_hash, provider, user_id, redirect, expires_at)
         VALUES ($1, 'steam', $2, $3, $4)`,
};

const SPEND_STATE: Statement = {
  name: 'steam_oauth_state_spend',
  text: `DELETE FROM oauth_states WHERE state_hash = $1 AND provider = 'steam'
         RETURNING redirect, expires_at, user_id AS link_to`,
};

export type SteamLoginOutcome =
  | { status: 'authenticated'; token: string; redirect: string }
  | { status: 'linked'; redirect: string }
  | { status: 'blocked'; until: string }
  | { status: 'failed'; message: string; reason: string };

export interface SteamLoginOptions {
  /** The provider's OpenID endpoint: Steam's, or the sandbox's. */
  endpoint: string;
  /** Our origin: the OpenID realm. */
  siteOrigin: string;
  /** Absolute path of the return route, e.g. /api/auth/steam/return. */
  returnPath: string;
  fetch?: typeof fetch;
}

const failed = (message: string, reason: string): SteamLoginOutcome => ({
  status: 'failed',
  message,
  reason,
});

/**
 * "Log in with Steam" from the relying party's side: a single-use state ties the return to
 * the attempt that started it (stored hashed, like every token) and to the browser that
 * started it (which keeps the state in a cookie), then the assertion is checked locally
 * and confirmed by the provider before anyone is signed in.
 */
export class SteamLogin {
  constructor(
    private readonly db: Database,
    private readonly signIn: SteamSignIn,
    private readonly options: SteamLoginOptions,
  ) {}

  /**
   * Records the attempt; answers the provider URL to send the browser to, and the state
   * that browser must keep (its cookie) to finish. `linkTo` makes it a link of Steam to
   * that signed-in player's account instead of a sign-in.
   */
  async begin(redirect: string, linkTo?: string): Promise<{ url: string; state: string }> {
    if (linkTo) await hitThrottle(this.db, STEAM_LINK_RULE, linkTo);
    const state = newToken();
    const expiresAt = new Date(Date.now() + STATE_TTL_MS).toISOString();
    await autocommit(this.db, async (tx) => {
      await tx.query(PURGE_EXPIRED_STATES, [new Date().toISOString()]);
      await tx.query(INSERT_STATE, [tokenHash(state), linkTo ?? null, redirect, expiresAt]);
    });
    const { endpoint, siteOrigin } = this.options;
    return { url: checkIdSetupUrl(endpoint, this.returnTo(state), siteOrigin), state };
  }

  /**
   * Verifies the provider's answer; the state is spent whatever the outcome. A return in a
   * browser that does not hold the state (`browserState`, from its cookie) signs nobody in
   * and leaves the state for the browser that does. A link finishes only in the session of
   * the player who started it (`sessionUserId`).
   */
  async finish(
    fields: OpenIdFields & { state: string },
    meta: SessionMeta,
    browserState: string | undefined,
    sessionUserId: string | null = null,
  ): Promise<SteamLoginOutcome> {
    if (!sameBrowserState(fields.state, browserState))
      return failed(
        'This sign-in was started in another browser or has expired. Please start again.',
        'browser',
      );
    const [attempt] = await autocommit(this.db, (tx) =>
      tx.query<{ redirect: string; expires_at: Date | string; link_to: string | null }>(
        SPEND_STATE,
        [tokenHash(fields.state)],
      ),
    );
    if (!attempt || new Date(attempt.expires_at).getTime() <= Date.now())
      return failed('This sign-in attempt expired or was already used. Please try again.', 'state');

    const { endpoint } = this.options;
    const check = validateAssertion(fields, { endpoint, returnTo: this.returnTo(fields.state) });
    if (!check.ok) {
      return check.cancelled
        ? failed('Steam sign-in was cancelled.', check.reason)
        : failed('Steam sign-in could not be verified. Please try again.', check.reason);
    }
    const confirmed = await checkAuthentication(endpoint, fields, this.options.fetch).catch(
      () => null,
    );
    if (confirmed === null)
      return failed('Steam could not be reached. Please try again.', 'network');
    if (!confirmed)
      return failed('Steam did not confirm this sign-in. Please try again.', 'is_valid:false');

    if (attempt.link_to) {
      if (attempt.link_to !== sessionUserId)
        return failed(
          'Linking Steam was started by another account. Sign in to that account and try again.',
          'session',
        );
      const linked = await this.signIn.link(attempt.link_to, check.steamId);
      if (!linked.ok) return failed(linked.message, linked.reason);
      return { status: 'linked', redirect: attempt.redirect };
    }
    const result = await this.signIn.signIn(check.steamId, meta);
    if (result.status === 'blocked') return result;
    return { status: 'authenticated', token: result.token, redirect: attempt.redirect };
  }

  private returnTo(state: string): string {
    const url = new URL(this.options.returnPath, this.options.siteOrigin);
    url.searchParams.set('state', state);
    return url.href;
  }
}
