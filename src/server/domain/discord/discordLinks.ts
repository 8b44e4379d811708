import type { Database, Statement } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import { newToken, sameBrowserState, tokenHash } from '../accounts';
import { type ThrottleRule, hitThrottle } from '../accounts';
import { DomainError, conflict, notAuthenticated } from '../errors';
import { type DiscordApi, DiscordApiError, type DiscordUser } from './discordApi';

const STATE_MINUTES = 10;

/** Each check costs a Discord API call under our bot's rate limit, so players get a few. */
export const DISCORD_RULES = {
  checkPerAccount: { name: 'discord-check:account', limit: 10, windowSeconds: 60 },
  linkPerAccount: { name: 'discord-link:account', limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, ThrottleRule>;

export const discordErrors = {
  notLinked: () => new DomainError('DISCORD_NOT_LINKED', 'Link your Discord account first', 400),
  // The spec's client shows the server message, with this text as its own fallback too.
  unavailable: () => new DomainError('DISCORD_UNAVAILABLE', 'An error occurred.', 502),
  linkUnavailable: () =>
    new DomainError(
      'DISCORD_UNAVAILABLE',
      'Discord could not be reached. Please try again later.',
      502,
    ),
  stateInvalid: () =>
    new DomainError(
      'DISCORD_STATE_INVALID',
      'This Discord link request has expired or was already used. Please start again.',
      400,
    ),
  otherBrowser: () =>
    new DomainError(
      'DISCORD_STATE_INVALID',
      'This Discord link request was started in another browser or has expired. Please start again.',
      403,
    ),
  otherAccount: () =>
    new DomainError(
      'DISCORD_STATE_INVALID',
      'This Discord link request was started by another account. Please start again.',
      403,
    ),
  cancelled: () =>
    new DomainError('DISCORD_CANCELLED', 'Discord authorization was cancelled.', 400),
  refused: () =>
    new DomainError(
      'DISCORD_REFUSED',
      'Discord did not accept this authorization. Please start again.',
      400,
    ),
  alreadyLinked: () =>
    conflict('DISCORD_ALREADY_LINKED', 'This Discord account is already linked to another user.'),
};

// Abandoned flows would otherwise pile up; this provider's expired rows are dead weight.
const PURGE_EXPIRED_STATES: Statement = {
  name: 'discord_oauth_states_purge',
  text: `DELETE FROM oauth_states WHERE provider = 'discord' AND expires_at < $1`,
};

const INSERT_STATE: Statement = {
  name: 'discord_oauth_state_insert',
  text: `INSERT INTO oauth_states (state_hash, provider, user_id, expires_at)
         VALUES ($1, 'discord', $2, $3)`,
};

const SPEND_STATE: Statement = {
  name: 'discord_oauth_state_spend',
  text: `DELETE FROM oauth_states WHERE state_hash = $1 AND provider = 'discord'
         RETURNING user_id, expires_at`,
};

const UNLINK: Statement = {
  name: 'discord_unlink',
  text: `UPDATE users SET platforms = platforms - 'discord' WHERE id = $1`,
};

const PLATFORMS: Statement = {
  name: 'discord_platforms',
  text: 'SELECT platforms FROM users WHERE id = $1 LIMIT 1',
};

const LOCK_DISCORD_ID: Statement = {
  name: 'discord_link_lock',
  text: 'SELECT pg_advisory_xact_lock(hashtext($1))',
};

const DISCORD_ID_TAKEN: Statement = {
  name: 'discord_id_taken',
  text: `SELECT id FROM users WHERE platforms->'discord'->>'id' = $1 AND id <> $2 LIMIT 1`,
};

const LINK: Statement = {
  name: 'discord_link',
  text: `UPDATE users SET platforms = jsonb_set(platforms, '{discord}', $2::jsonb) WHERE id = $1`,
};

export interface FinishLinkInput {
  /** The player whose session cookie came back with the callback, if any. */
  userId: string | null;
  state: string;
  /** The state the browser kept in its cookie when the link started. */
  browserState: string | undefined;
  code?: string | undefined;
  /** Discord's `error` parameter (access_denied when the player cancels). */
  error?: string | undefined;
}

/** Linking a player's Discord account (OAuth2 code flow) and the "in our server" check. */
export class DiscordLinks {
  constructor(
    private readonly db: Database,
    private readonly api: DiscordApi,
    /** The callback address; Discord demands the same one at authorize and at exchange. */
    private readonly redirectUri: string,
  ) {}

  /**
   * A fresh single-use state bound to the player, the authorize address that carries it,
   * and the state the browser keeps (its cookie) to finish.
   */
  async startLink(userId: string): Promise<{ url: string; state: string }> {
    await hitThrottle(this.db, DISCORD_RULES.linkPerAccount, userId);
    const state = newToken();
    const expiresAt = new Date(Date.now() + STATE_MINUTES * 60_000).toISOString();
    await autocommit(this.db, async (tx) => {
      await tx.query(PURGE_EXPIRED_STATES, [new Date().toISOString()]);
      await tx.query(INSERT_STATE, [tokenHash(state), userId, expiresAt]);
    });
    return { url: this.api.authorizeUrl({ state, redirectUri: this.redirectUri }), state };
  }

  /** Spends the state, asks Discord who approved, and stores that account on the player. */
  async finishLink(input: FinishLinkInput): Promise<DiscordUser> {
    // Checked before the state is spent, so a foreign browser cannot burn the real one's.
    if (!sameBrowserState(input.state, input.browserState)) throw discordErrors.otherBrowser();
    const owner = await this.spendState(input.state);
    if (!owner) throw discordErrors.stateInvalid();
    if (!input.userId) throw notAuthenticated();
    if (owner !== input.userId) throw discordErrors.otherAccount();
    if (input.error === 'access_denied') throw discordErrors.cancelled();
    if (input.error || !input.code) throw discordErrors.refused();
    const discordUser = await this.askDiscord(input.code);
    await this.link(input.userId, discordUser);
    return discordUser;
  }

  async unlink(userId: string): Promise<void> {
    await autocommit(this.db, (tx) => tx.query(UNLINK, [userId]));
  }

  /** Whether the player's linked Discord account is in our server. */
  async check(userId: string): Promise<boolean> {
    await hitThrottle(this.db, DISCORD_RULES.checkPerAccount, userId);
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ platforms: { discord?: { id: string; username: string } } }>(PLATFORMS, [userId]),
    );
    const linked = row?.platforms.discord;
    if (!linked) throw discordErrors.notLinked();
    try {
      return await this.api.isGuildMember(linked.id);
    } catch (error) {
      if (error instanceof DiscordApiError)
        throw Object.assign(discordErrors.unavailable(), { cause: error });
      throw error;
    }
  }

  /** Deletes the state whatever happens next, so it can never be replayed. Answers its player. */
  private async spendState(state: string): Promise<string | null> {
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ user_id: string | null; expires_at: Date | string }>(SPEND_STATE, [
        tokenHash(state),
      ]),
    );
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
    return row.user_id;
  }

  private async askDiscord(code: string): Promise<DiscordUser> {
    try {
      const { accessToken } = await this.api.exchangeCode(code, this.redirectUri);
      return await this.api.currentUser(accessToken);
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error;
      const answer =
        error.kind === 'refused' ? discordErrors.refused() : discordErrors.linkUnavailable();
      throw Object.assign(answer, { cause: error });
    }
  }

  /**
   * One Discord account belongs to one player. There is no unique index on the JSON, so a
   * transaction-scoped advisory lock on the Discord id makes check-then-write atomic.
   */
  private async link(userId: string, discordUser: DiscordUser): Promise<void> {
    await transact(this.db, async (tx) => {
      await tx.query(LOCK_DISCORD_ID, [`discord-link:${discordUser.id}`]);
      const [taken] = await tx.query<{ id: string }>(DISCORD_ID_TAKEN, [discordUser.id, userId]);
      if (taken) throw discordErrors.alreadyLinked();
      const value = JSON.stringify({ id: discordUser.id, username: discordUser.username });
      await tx.query(LINK, [userId, value]);
    });
  }
}
