import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { autocommit, pgErrorOf, transact } from '../../db/transaction';
import {
  type Accounts,
  type PublicUser,
  type SessionMeta,
  type UserRow,
  toUserRow,
} from '../accounts';
import { DomainError } from '../errors';
import {
  INSERT_STEAM_USER,
  LINK_STEAM_ID,
  STEAM_ID_AND_PASSWORD,
  TAKEN_USERNAMES,
  UNLINK_STEAM_ID,
  USER_BY_STEAM_ID,
} from './steamSignInSql';
import type { SteamProfiles } from './steamProfiles';
import { usernameCandidates } from './usernames';

export type SteamLinkResult =
  { ok: true } | { ok: false; reason: 'taken' | 'already-linked'; message: string };

const TAKEN_MESSAGE =
  'This Steam account already belongs to another account here. Sign in with Steam to use it.';

export type SteamSignInResult =
  | { status: 'authenticated'; user: PublicUser; token: string; created: boolean }
  | { status: 'blocked'; until: string };

/** Two sign-ins may pick the same free username at once; the loser picks again. */
const CREATE_ATTEMPTS = 3;

/**
 * The player a verified SteamID64 belongs to: found by steam_id, or created the way
 * registration creates players (wallet account and demo grant in the same transaction),
 * without e-mail or password. Then a session, unless the player is banned.
 */
export class SteamSignIn {
  constructor(
    private readonly db: Database,
    private readonly accounts: Accounts,
    private readonly profiles: SteamProfiles,
    private readonly onProfileError: (error: unknown) => void = () => {},
  ) {}

  async signIn(steamId: string, meta: SessionMeta): Promise<SteamSignInResult> {
    const existing = await this.findBySteamId(steamId);
    if (existing) return this.sessionFor(existing, meta);

    // A Steam outage must not keep players out: they get a generated name instead.
    const profile = await this.profiles.summary(steamId).catch((error: unknown) => {
      this.onProfileError(error);
      return null;
    });
    for (let attempt = 1; ; attempt++) {
      const username = await this.freeUsername(usernameCandidates(steamId, profile?.personaName));
      try {
        return await transact(this.db, async (tx) => {
          const [row] = await tx.query(INSERT_STEAM_USER, [
            username,
            steamId,
            profile?.avatarUrl ?? null,
          ]);
          const { user, token } = await this.accounts.openNewPlayer(tx, toUserRow(row!), meta);
          return { status: 'authenticated' as const, user, token, created: true };
        });
      } catch (error) {
        const pg = pgErrorOf(error);
        if (pg.code !== '23505' || attempt >= CREATE_ATTEMPTS) throw error;
        // The same Steam account signing in twice at once: the other request created it.
        if (pg.constraint === 'users_steam_id_unique') {
          const winner = await this.findBySteamId(steamId);
          if (winner) return this.sessionFor(winner, meta);
        }
      }
    }
  }

  /**
   * Links a verified SteamID64 to a player who has none: from then on Steam signs them in.
   * A Steam account belongs to one player only (the unique index has the last word when
   * two links race), and a player's Steam link is never silently replaced.
   */
  async link(userId: string, steamId: string): Promise<SteamLinkResult> {
    const owner = await this.findBySteamId(steamId);
    if (owner) {
      if (owner.id === userId) return { ok: true };
      return { ok: false, reason: 'taken', message: TAKEN_MESSAGE };
    }
    try {
      const updated = await autocommit(this.db, (tx) => tx.query(LINK_STEAM_ID, [userId, steamId]));
      if (updated.length === 1) return { ok: true };
      return {
        ok: false,
        reason: 'already-linked',
        message: 'This account is already linked to another Steam account. Unlink it first.',
      };
    } catch (error) {
      if (pgErrorOf(error).constraint !== 'users_steam_id_unique') throw error;
      return { ok: false, reason: 'taken', message: TAKEN_MESSAGE };
    }
  }

  /**
   * Removes the Steam link of a player who can sign in otherwise (a password): unlinking
   * the only way in would lock the account.
   */
  async unlink(userId: string): Promise<void> {
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ steam_id: string | null; password_hash: string | null }>(STEAM_ID_AND_PASSWORD, [
        userId,
      ]),
    );
    if (!row?.steam_id)
      throw new DomainError('STEAM_NOT_LINKED', 'No Steam account is linked', 400);
    if (!row.password_hash)
      throw new DomainError(
        'STEAM_ONLY_SIGN_IN',
        'Steam is how this account signs in: set a password before unlinking it',
        400,
      );
    await autocommit(this.db, (tx) => tx.query(UNLINK_STEAM_ID, [userId]));
  }

  private async findBySteamId(steamId: string): Promise<UserRow | undefined> {
    const [row] = await autocommit(this.db, (tx) => tx.query(USER_BY_STEAM_ID, [steamId]));
    return row ? toUserRow(row) : undefined;
  }

  private async sessionFor(row: UserRow, meta: SessionMeta): Promise<SteamSignInResult> {
    if (row.bannedUntil && row.bannedUntil.getTime() > Date.now())
      return { status: 'blocked', until: row.bannedUntil.toISOString() };
    // Steam cannot ask for the authenticator code: an account with 2FA gets a session that
    // can only verify it (the route layer enforces that).
    const token = await this.accounts.startSession(
      this.db,
      row.id,
      meta,
      null,
      row.totpEnabledAt !== null,
    );
    return { status: 'authenticated', user: await this.accounts.me(row.id), token, created: false };
  }

  /** The first candidate nobody has (usernames are unique case-insensitively). */
  private async freeUsername(candidates: string[]): Promise<string> {
    const lowered = candidates.map((c) => c.toLowerCase());
    const taken = await autocommit(this.db, (tx) =>
      tx.query<{ name: string }>(TAKEN_USERNAMES, [lowered]),
    );
    const takenSet = new Set(taken.map((t) => t.name));
    return (
      candidates.find((c) => !takenSet.has(c.toLowerCase())) ??
      `steam_${randomBytes(5).toString('hex')}`
    );
  }
}
