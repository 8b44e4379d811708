import { levelOf } from '../../../shared/levels';
import type { PendingReveal } from '../settlement';
import type { PositionedBalance } from '../wallet';
import { activeXpBoost } from '../xp';
import type { UserRow } from './userRow';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The User of the spec, as GET /users/me answers it. */
export function toPublicUser(
  row: UserRow,
  { balance, ledgerPosition }: PositionedBalance,
  /** Payouts in `balance` whose animations have not landed yet (settlement/pendingReveals.ts). */
  pendingReveals: readonly PendingReveal[],
  now = new Date(),
) {
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    email: row.email,
    roles: row.roles as Array<
      'SUPER_ADMIN' | 'ADMIN' | 'MODERATOR' | 'PLAYER' | 'BOT' | 'STREAMER'
    >,
    balance,
    ledgerPosition,
    pendingReveals: [...pendingReveals],
    xp: levelOf(row.xp),
    xpBoost: activeXpBoost(row.xpBoostE2, row.xpBoostUntil, now),
    createdAt: row.createdAt.toISOString(),
    vaultLockedUntil: iso(row.vaultLockedUntil),
    bannedUntil: iso(row.bannedUntil),
    mutedUntil: iso(row.mutedUntil),
    // Steam is the account's own sign-in (users.steam_id), not a link kept in platforms.
    platforms: row.steamId ? { ...row.platforms, steam: { id: row.steamId } } : row.platforms,
    tosAcceptance:
      row.tosAcceptedAt && row.tosVersion
        ? { acceptedAt: row.tosAcceptedAt.toISOString(), version: row.tosVersion }
        : null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    anonymous: row.anonymous,
    streamerMode: row.streamerMode,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;
