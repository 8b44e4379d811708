import type { PublicUser } from '../../../shared/contract';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { type AuthorRow, publicUserOf } from './chatRecords';

/** Who holds a socket right now, across every server process. */
export interface PresenceSnapshot {
  /** Distinct logged-in users. */
  userIds: string[];
  /** Visitors without an account, one per address (they have no other identity). */
  visitors: number;
}

const EMPTY: PresenceSnapshot = { userIds: [], visitors: 0 };
/** How long one count serves every caller: asking all processes has a cost. */
const FRESH_MS = 1000;
export const ONLINE_LIST_LIMIT = 50;

/** The players among the ids ($1), highest level first, at most $2. */
const ONLINE_PLAYERS: Statement = {
  name: 'chat_online_players',
  text: `SELECT id, username, avatar, xp FROM users
         WHERE id = ANY($1::uuid[])
         ORDER BY xp DESC, lower(username) LIMIT $2`,
};

export const onlineCount = (snapshot: PresenceSnapshot) =>
  snapshot.userIds.length + snapshot.visitors;

/**
 * The online count and list. The realtime layer knows the sockets, so it supplies the
 * snapshot (useSource); until it does, nobody is online.
 */
export class OnlineUsers {
  private source: (() => Promise<PresenceSnapshot>) | null = null;
  private cached: { at: number; snapshot: Promise<PresenceSnapshot> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  useSource(source: () => Promise<PresenceSnapshot>): void {
    this.source = source;
    this.cached = null;
  }

  /**
   * Who is online, asked at most once a second; `fresh` takes no count asked before now
   * (one that could miss a socket that just connected).
   */
  snapshot(fresh = false): Promise<PresenceSnapshot> {
    if (!this.source) return Promise.resolve(EMPTY);
    const now = this.now();
    const cached = this.cached;
    if (cached && now - cached.at < FRESH_MS && !(fresh && cached.at < now)) return cached.snapshot;
    const snapshot = this.source();
    this.cached = { at: now, snapshot };
    // A failed ask is not remembered: the next caller tries again.
    snapshot.catch(() => {
      if (this.cached?.snapshot === snapshot) this.cached = null;
    });
    return snapshot;
  }

  /** The count, and the highest-level players online (at most ONLINE_LIST_LIMIT). */
  async list(): Promise<{ amount: number; list: PublicUser[] }> {
    const snapshot = await this.snapshot();
    if (snapshot.userIds.length === 0) return { amount: onlineCount(snapshot), list: [] };
    const rows = await autocommit(this.db, (tx) =>
      tx.query<AuthorRow>(ONLINE_PLAYERS, [snapshot.userIds, ONLINE_LIST_LIMIT]),
    );
    return { amount: onlineCount(snapshot), list: rows.map(publicUserOf) };
  }
}
