import type { SessionContext } from './sessionContext';

/** A bound on memory: a flood of distinct live cookies evicts the oldest entries first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  session: SessionContext;
  sessionId: string;
  /** When this process must read the session again. */
  until: number;
}

/**
 * Resolved sessions, kept for a few seconds so the lookup every request makes costs no
 * database round trip on the hot path. What ends or changes a session clears it here at
 * once and in every other process through the broadcast port; the short time to live bounds
 * how long a missed message can matter. Only live sessions are kept: an unknown cookie is
 * always read again.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly tokenOf = new Map<string, string>();
  /** Bumped by every forget: a lookup that started before one must not store its answer. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The moment a lookup starts; pass it to `store`. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string): SessionContext | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.drop(tokenHash, entry.sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a session read from the database, unless something was forgotten since `mark`. */
  store(tokenHash: string, session: SessionContext, mark: number): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    if (this.byToken.size >= MAX_ENTRIES) {
      const oldest = this.byToken.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].sessionId);
    }
    this.byToken.set(tokenHash, {
      session,
      sessionId: session.sessionId,
      until: this.now() + this.ttlMs,
    });
    this.tokenOf.set(session.sessionId, tokenHash);
  }

  forget(sessionIds: readonly string[]): void {
    this.generation += 1;
    for (const sessionId of sessionIds) {
      const tokenHash = this.tokenOf.get(sessionId);
      if (tokenHash) this.drop(tokenHash, sessionId);
    }
  }

  get size(): number {
    return this.byToken.size;
  }

  private drop(tokenHash: string, sessionId: string) {
    this.byToken.delete(tokenHash);
    if (this.tokenOf.get(sessionId) === tokenHash) this.tokenOf.delete(sessionId);
  }
}
