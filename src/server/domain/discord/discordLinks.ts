import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { oauthStates, users } from '../../db/schema';
import { transact } from '../../db/transaction';
import { newToken, sameBrowserState, tokenHash } from '../accounts';
import { type ThrottleRule, hitThrottle } from '../accounts';
import { DomainError, conflict, notAuthenticated } from '../errors';
import { type DiscordApi, DiscordApiError, type DiscordUser } from './discordApi';

const PROVIDER = 'discord';
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
    // Abandoned flows would otherwise pile up; this provider's expired rows are dead weight.
    await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.provider, PROVIDER), lt(oauthStates.expiresAt, new Date())));
    await this.db.insert(oauthStates).values({
      stateHash: tokenHash(state),
      provider: PROVIDER,
      userId,
      expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
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
    await this.db
      .update(users)
      .set({ platforms: sql`${users.platforms} - 'discord'` })
      .where(eq(users.id, userId));
  }

  /** Whether the player's linked Discord account is in our server. */
  async check(userId: string): Promise<boolean> {
    await hitThrottle(this.db, DISCORD_RULES.checkPerAccount, userId);
    const [row] = await this.db
      .select({ platforms: users.platforms })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
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
    const [row] = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.stateHash, tokenHash(state)), eq(oauthStates.provider, PROVIDER)))
      .returning({ userId: oauthStates.userId, expiresAt: oauthStates.expiresAt });
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return row.userId;
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
      await queryRows(
        tx.db,
        sql`SELECT pg_advisory_xact_lock(hashtext(${`discord-link:${discordUser.id}`}))`,
      );
      const [taken] = await queryRows<{ id: string }>(
        tx.db,
        sql`SELECT id FROM users
            WHERE platforms->'discord'->>'id' = ${discordUser.id} AND id <> ${userId} LIMIT 1`,
      );
      if (taken) throw discordErrors.alreadyLinked();
      const value = JSON.stringify({ id: discordUser.id, username: discordUser.username });
      await tx.db
        .update(users)
        .set({ platforms: sql`jsonb_set(${users.platforms}, '{discord}', ${value}::jsonb)` })
        .where(eq(users.id, userId));
    });
  }
}
