import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates } from '../../db/schema';
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
    await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.provider, 'steam'), lt(oauthStates.expiresAt, new Date())));
    await this.db.insert(oauthStates).values({
      stateHash: tokenHash(state),
      provider: 'steam',
      userId: linkTo ?? null,
      redirect,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
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
    const [attempt] = await this.db
      .delete(oauthStates)
      .where(
        and(eq(oauthStates.stateHash, tokenHash(fields.state)), eq(oauthStates.provider, 'steam')),
      )
      .returning({
        redirect: oauthStates.redirect,
        expiresAt: oauthStates.expiresAt,
        linkTo: oauthStates.userId,
      });
    if (!attempt || attempt.expiresAt.getTime() <= Date.now())
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

    if (attempt.linkTo) {
      if (attempt.linkTo !== sessionUserId)
        return failed(
          'Linking Steam was started by another account. Sign in to that account and try again.',
          'session',
        );
      const linked = await this.signIn.link(attempt.linkTo, check.steamId);
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
