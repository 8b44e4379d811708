// Its own module: accounts.ts resolves sessions with the helpers (sessionCache.ts,
// twoFactor.ts, twoFactorGate.ts) that take one, so it cannot live in accounts.ts.

/** The signed-in session a request acts for. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  /** Set while the player is banned; the route layer refuses play until then. */
  bannedUntil?: Date | null;
  /** The session still owes its second factor (see sessions.pending_two_factor). */
  pendingTwoFactor?: boolean;
}
