import type { Database, Statement } from '../../db/client';
import { type Tx, autocommit, pgErrorOf, transact } from '../../db/transaction';
import type { Broadcast } from '../broadcast';
import { DomainError, conflict, notAuthenticated, notFound } from '../errors';
import type { PendingReveals } from '../settlement';
import type { PositionedBalance, Wallet } from '../wallet';
import {
  CONSUME_REALTIME_TOKEN,
  INSERT_REALTIME_TOKEN,
  INSERT_SESSION,
  INSERT_USER,
  RESOLVE_SESSION,
  REVOKE_LIVE_SESSIONS,
  REVOKE_OWN_SESSION,
  REVOKE_SESSION,
  ROLES_OF,
  TOUCH_SESSION,
  USER_BY_EMAIL,
  USER_WITH_BALANCE_BY_ID,
  USER_BY_NAME,
} from './accountsStatements';
import { type PublicUser, toPublicUser } from './publicUser';
import { decoy, hashPassword, newToken, passwordMatches, tokenHash } from './secrets';
import { SessionCache } from './sessionCache';
import type { SessionContext } from './sessionContext';
import { AUTH_RULES, hitThrottle } from './throttle';
import { passSecondFactor } from './twoFactor';
import { type UserRow, toUserRow } from './userRow';

import { TOS_VERSION } from '../../../shared/terms';
export { TOS_VERSION };
export type { SessionContext };
const SESSION_DAYS = 30;
const REALTIME_TOKEN_SECONDS = 60;

export interface AccountsOptions {
  demoMode: boolean;
  demoGrant: number;
  /** How long a process may answer a resolved session from memory (0: never). */
  sessionCacheMs: number;
}

/** A live session as every authenticated request reads it. */
type SessionRow = {
  sessionId: string;
  userId: string;
  lastSeenAt: Date;
  bannedUntil: Date | null;
  pendingTwoFactor: boolean;
};

const invalidLogin = () =>
  new DomainError('INVALID_CREDENTIALS', 'Incorrect login or password', 401);

/** Players: registration, password login, sessions and socket tokens. */
export class Accounts {
  private readonly sessionCache: SessionCache;
  private readonly newPlayerSteps: NewPlayerStep[] = [];

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly broadcast: Broadcast,
    private readonly options: AccountsOptions,
    private readonly pendingReveals: PendingReveals,
  ) {
    this.sessionCache = new SessionCache(options.sessionCacheMs);
    // Whichever process ended or changed a session, every process forgets what it kept.
    const forget = ({ sessionIds }: { sessionIds: string[] }) =>
      this.sessionCache.forget(Array.isArray(sessionIds) ? sessionIds : []);
    broadcast.subscribe('sessions.ended', forget);
    broadcast.subscribe('sessions.changed', forget);
  }

  /** `db` lets a caller (a seeder) register inside its own transaction. */
  async register(
    input: { username: string; email: string; password: string },
    meta: SessionMeta,
    db = this.db,
  ) {
    const passwordHash = await hashPassword(input.password);
    try {
      return await transact(db, async (tx) => {
        const [row] = await tx.query(INSERT_USER, [
          input.username,
          input.email.toLowerCase(),
          passwordHash,
          new Date(),
          TOS_VERSION,
        ]);
        return this.openNewPlayer(tx, toUserRow(row!), meta);
      });
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg.code === '23505') {
        const field = pg.constraint?.includes('email') ? 'email' : 'username';
        throw conflict('ACCOUNT_EXISTS', `That ${field} is already taken`);
      }
      throw error;
    }
  }

  /** Adds a step every new player goes through, in the account's transaction (a referral). */
  onNewPlayer(step: NewPlayerStep): void {
    this.newPlayerSteps.push(step);
  }

  /**
   * What every new player gets, inside the transaction that inserted them: a wallet account,
   * the demo grant, the registered new-player steps, and a first session. Shared by
   * registration and third-party sign-in.
   */
  async openNewPlayer(tx: Tx, row: UserRow, meta: SessionMeta) {
    await this.wallet.openAccount(tx, row.id);
    let balance = { balance: 0, ledgerPosition: 0 };
    if (this.options.demoMode && this.options.demoGrant > 0) {
      const grant = await this.wallet.move(tx, {
        userId: row.id,
        amount: this.options.demoGrant,
        counterparty: 'promo',
        kind: 'demo-grant',
        idempotencyKey: 'demo-grant',
      });
      balance = grant;
    }
    for (const step of this.newPlayerSteps) await step(tx, row.id, meta);
    const token = await this.startSession(tx.db, row.id, meta);
    // A new player has won nothing yet: no reveal can be pending.
    return { user: toPublicUser(row, balance, []), token };
  }

  async login(input: { login: string; password: string; code?: string }, meta: SessionMeta) {
    const login = input.login.toLowerCase();
    // Counted before the password is checked, so guessing is limited for unknown logins too
    // and the answers stay the same whether or not the account exists.
    await hitThrottle(this.db, AUTH_RULES.loginPerAddress, meta.ip ?? 'unknown');
    await hitThrottle(this.db, AUTH_RULES.loginPerAccount, login);
    const row = await this.userWhere(login.includes('@') ? USER_BY_EMAIL : USER_BY_NAME, login);
    const ok = await passwordMatches(row?.passwordHash ?? (await decoy()), input.password);
    if (!row || !ok) throw invalidLogin();
    // Only now, behind the right password, may the answer say that a code is needed.
    const twoFactorAt = row.totpEnabledAt ? new Date() : null;
    if (twoFactorAt) await passSecondFactor(this.db, row, input.code, twoFactorAt.getTime());
    assertNotBanned(row.bannedUntil);
    const token = await this.startSession(this.db, row.id, meta, twoFactorAt);
    return { user: await this.withBalance(row), token };
  }

  /**
   * The session a cookie token names, if it is live. Answered from memory for a few seconds
   * after a read (see SessionCache); refreshes last-seen at most each minute.
   */
  async resolveSession(token: string | undefined): Promise<SessionContext | null> {
    if (!token || token.length > 128) return null;
    const hash = tokenHash(token);
    const cached = this.sessionCache.get(hash);
    if (cached) return withBanState(cached);
    const mark = this.sessionCache.mark();
    const [row] = await autocommit(this.db, (tx) => tx.query<SessionRow>(RESOLVE_SESSION, [hash]));
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
      await autocommit(this.db, (tx) => tx.query(TOUCH_SESSION, [row.sessionId, new Date()]));
    }
    const session: SessionContext = {
      sessionId: row.sessionId,
      userId: row.userId,
      bannedUntil: row.bannedUntil,
      pendingTwoFactor: row.pendingTwoFactor,
    };
    this.sessionCache.store(hash, session, mark);
    return withBanState(session);
  }

  /** Ends this session (logout); its sockets lose the player in every process. */
  async logout(sessionId: string): Promise<void> {
    await autocommit(this.db, (tx) => tx.query(REVOKE_SESSION, [sessionId, new Date()]));
    await this.sessionsEnded([sessionId]);
  }

  /** Ends one of the player's own sessions; another player's session id is simply not found. */
  async revokeOwnSession(userId: string, sessionId: string): Promise<void> {
    const revoked = await autocommit(this.db, (tx) =>
      tx.query(REVOKE_OWN_SESSION, [sessionId, userId, new Date()]),
    );
    if (revoked.length === 0) throw notFound('No such session');
    await this.sessionsEnded([sessionId]);
  }

  /**
   * A session's stored state changed (its second factor was proved): every process reads it
   * again on its next request.
   */
  async sessionChanged(sessionId: string): Promise<void> {
    await this.broadcast.publish('sessions.changed', { sessionIds: [sessionId] });
  }

  /** The player and their balance, read in one statement (pages ask on every start). */
  async me(userId: string): Promise<PublicUser> {
    const [found] = await autocommit(this.db, (tx) => tx.query(USER_WITH_BALANCE_BY_ID, [userId]));
    if (!found) throw notAuthenticated();
    const { walletBalance, walletLedgerPosition, ...user } = found;
    if (walletBalance === null || walletBalance === undefined)
      throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    const row = toUserRow(user);
    const balance: PositionedBalance = {
      balance: Number(walletBalance),
      ledgerPosition: Number(walletLedgerPosition),
    };
    return toPublicUser(row, balance, await this.pendingReveals.heldIn(row.id, balance));
  }

  /**
   * The user with their balance as the ledger has it now and the payouts in it whose
   * animations have not landed, read in that order (PendingReveals.heldIn says why).
   */
  private async withBalance(row: UserRow): Promise<PublicUser> {
    const balance: PositionedBalance = await this.wallet.positionedBalanceOf(
      { db: this.db },
      row.id,
    );
    return toPublicUser(row, balance, await this.pendingReveals.heldIn(row.id, balance));
  }

  /** The one player a lookup statement finds by $1, read whole. */
  private async userWhere(lookup: Statement, value: string): Promise<UserRow | undefined> {
    const [row] = await autocommit(this.db, (tx) => tx.query(lookup, [value]));
    return row ? toUserRow(row) : undefined;
  }

  async rolesOf(userId: string): Promise<string[]> {
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ roles: string[] }>(ROLES_OF, [userId]),
    );
    return row?.roles ?? [];
  }

  /** A single-use token, valid for a minute, that logs a socket in as this session. */
  async issueRealtimeToken(sessionId: string): Promise<string> {
    const token = newToken();
    await autocommit(this.db, (tx) =>
      tx.query(INSERT_REALTIME_TOKEN, [
        tokenHash(token),
        sessionId,
        new Date(Date.now() + REALTIME_TOKEN_SECONDS * 1000),
      ]),
    );
    return token;
  }

  /** Spends a realtime token; answers the user it belongs to, or null. */
  async consumeRealtimeToken(token: string): Promise<SessionContext | null> {
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ session_id: string; user_id: string }>(CONSUME_REALTIME_TOKEN, [tokenHash(token)]),
    );
    return row ? { sessionId: row.session_id, userId: row.user_id } : null;
  }

  /** Revokes every live session of a player, except `keep` (the one making the change). */
  async revokeSessions(userId: string, keep?: string): Promise<void> {
    await this.sessionsEnded(await this.revokeLiveSessions(this.db, userId, keep));
  }

  /**
   * Revokes every live session of a player inside the caller's transaction (a ban) and
   * answers their ids: once it committed, the caller passes them to `sessionsEnded`.
   */
  revokeSessionsIn(tx: Tx, userId: string): Promise<string[]> {
    return this.revokeLiveSessions(tx.db, userId);
  }

  private async revokeLiveSessions(db: Database, userId: string, keep?: string) {
    const revoked = await autocommit(db, (tx) =>
      tx.query<{ id: string }>(REVOKE_LIVE_SESSIONS, [userId, new Date(), keep || null]),
    );
    return revoked.map((row) => row.id);
  }

  /**
   * Every process forgets these sessions and unbinds their sockets (realtime/sessionSockets).
   * Resolves once peers were told, so an answer never leaves before the news. A ban goes
   * with them, so the player's tabs can say why they were logged out.
   */
  async sessionsEnded(sessionIds: string[], ban?: { until: string | null }): Promise<void> {
    if (sessionIds.length > 0)
      await this.broadcast.publish('sessions.ended', { sessionIds, ...(ban ? { ban } : {}) });
  }

  /** A new session (and its cookie token) for a player who just proved who they are. */
  async startSession(
    db: Database,
    userId: string,
    meta: SessionMeta,
    /** When the player proved a second factor for this session (2FA login). */
    twoFactorAt: Date | null = null,
    /** The sign-in could not ask for the second factor the account requires. */
    pendingTwoFactor = false,
  ): Promise<string> {
    const token = newToken();
    await autocommit(db, (tx) =>
      tx.query(INSERT_SESSION, [
        userId,
        tokenHash(token),
        twoFactorAt,
        pendingTwoFactor,
        new Date(Date.now() + SESSION_DAYS * 86_400_000),
        meta.userAgent?.slice(0, 300) ?? null,
        meta.ip ?? null,
      ]),
    );
    return token;
  }
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** Sign-up only: the referral code this browser brought (http/referralCookie.ts). */
  referralCode?: string | undefined;
}

/** Something every new player gets, run in the transaction that creates the account. */
export type NewPlayerStep = (tx: Tx, userId: string, meta: SessionMeta) => Promise<unknown>;

export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 86_400;

/** A ban that has run out no longer counts, even on a session kept in memory. */
function withBanState(session: SessionContext): SessionContext {
  const until = session.bannedUntil;
  return until && until.getTime() > Date.now() ? session : { ...session, bannedUntil: null };
}

function assertNotBanned(bannedUntil: Date | null) {
  if (bannedUntil && bannedUntil.getTime() > Date.now()) {
    throw new DomainError(
      'BANNED',
      `This account is banned until ${bannedUntil.toISOString()}`,
      403,
    );
  }
}
