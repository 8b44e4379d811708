import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { imageUrlSchema, isoDateTimeSchema, textSchema, userIdSchema } from './common';
import { pendingRevealSchema, revealSchema } from './reveal';
import { roleSchema } from './roles';

export const xpSchema = z.object({
  total: z.number().int().min(0),
  level: z.number().int().min(0),
  /** Share of the way from this level to the next, 0-1. */
  progress: z.number().min(0).max(1),
  /** XP gathered inside the current level, and the XP the next level needs. */
  current: z.number().int().min(0),
  next: z.number().int().min(0),
});
export type Xp = z.infer<typeof xpSchema>;

export const xpBoostSchema = z.object({
  multiplier: z.number().positive(),
  endsAt: isoDateTimeSchema,
});
export type XpBoost = z.infer<typeof xpBoostSchema>;

export const discordPlatformSchema = z.object({ id: textSchema(), username: textSchema() });
/** The SteamID64 an account signs in with through Steam. */
export const steamPlatformSchema = z.object({ id: textSchema() });

export const tosAcceptanceSchema = z.object({
  acceptedAt: isoDateTimeSchema,
  version: textSchema(),
});

/** The logged-in user as the server sends it (spec section 3). */
export const userSchema = z.object({
  id: userIdSchema,
  username: textSchema(),
  // A site path (default avatars) or an absolute address (linked platforms).
  avatar: imageUrlSchema.nullable(),
  email: textSchema().nullable(),
  roles: z.array(roleSchema),
  balance: balanceSchema,
  /** The ledger position `balance` reflects (see ledgerPositionSchema). */
  ledgerPosition: ledgerPositionSchema,
  /**
   * Payouts `balance` includes whose animations have not landed yet, oldest first: the tab
   * shows the balance without them until each one's moment comes, as a live tab does.
   */
  pendingReveals: z.array(pendingRevealSchema),
  xp: xpSchema,
  xpBoost: xpBoostSchema.nullable(),
  createdAt: isoDateTimeSchema,
  vaultLockedUntil: isoDateTimeSchema.nullable(),
  bannedUntil: isoDateTimeSchema.nullable(),
  mutedUntil: isoDateTimeSchema.nullable(),
  platforms: z.object({
    discord: discordPlatformSchema.optional(),
    steam: steamPlatformSchema.optional(),
  }),
  tosAcceptance: tosAcceptanceSchema.nullable(),
  /** Account security, for the profile's security tab and the 2FA prompt. */
  twoFactorEnabled: z.boolean(),
  emailVerified: z.boolean(),
  /** False for an account made by Steam sign-in: changing the e-mail then asks no password. */
  hasPassword: z.boolean(),
  /** Shown as "Anonymous" in live drops and race leaderboards (Profile → Settings). */
  anonymous: z.boolean(),
  /** Balances, winnings, the name and personal data hidden on the player's screens. */
  streamerMode: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** What other players may see of a user: chat authors, mentions, battle seats, spectators, drops. */
export const publicUserSchema = z.object({
  id: userIdSchema,
  username: textSchema(),
  avatar: imageUrlSchema.nullable(),
  level: z.number().int().min(0),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * A player's public profile, opened from a name in chat (USER_STATS). A player in anonymous
 * mode shows their level only: no name or avatar, and null join date, bets and wagered
 * (figures a race board would tie back to them).
 */
export const userStatsSchema = z.object({
  user: publicUserSchema,
  anonymous: z.boolean(),
  joinedAt: isoDateTimeSchema.nullable(),
  /** Bets placed, and their stakes summed; a stake given back (a cancelled flip) is none. */
  bets: z.number().int().min(0).nullable(),
  wagered: balanceSchema.nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const usersOnlineSchema = z.object({
  amount: z.number().int().min(0),
  list: z.array(publicUserSchema),
});

export const userBalancePayload = z.object({
  data: z.object({
    balance: balanceSchema,
    ledgerPosition: ledgerPositionSchema,
    /** A payout in this balance whose animation has not landed yet: hold it until then. */
    reveal: revealSchema.optional(),
  }),
});
export const userXpUpdatedPayload = z.object({ data: z.object({ xp: xpSchema }) });
export const xpBoostActivatedPayload = z.object({ data: z.object({ xpBoost: xpBoostSchema }) });
export const xpBoostExpiredPayload = z.object({ data: z.object({ xpBoost: z.null() }) });
export const userOnlineCountPayload = z.object({
  data: z.object({ count: z.number().int().min(0) }),
});
/** The user's mute as it is now: until when, or null once lifted (every tab of theirs). */
export const userMutedPayload = z.object({
  data: z.object({ mutedUntil: isoDateTimeSchema.nullable() }),
});
/** The client answers by reloading the user, so the event carries nothing. */
export const kycVerifiedPayload = z.object({ data: z.object({}) });

export const anonymousModeBody = z
  .object({ anonymous: z.boolean({ error: 'anonymous must be true or false' }) })
  .strict();

export const usersCalls = {
  me: httpCall({
    method: 'GET',
    path: '/users/me',
    summary: 'The logged-in user',
    auth: true,
    response: z.object({ user: userSchema }),
  }),
  setAnonymousMode: httpCall({
    method: 'POST',
    path: '/users/me/anonymous',
    summary: 'Turn anonymous mode on or off: the name shown in live drops and race leaderboards',
    auth: true,
    body: anonymousModeBody,
    response: z.object({ anonymous: z.boolean() }),
  }),
  getUsersOnline: httpCall({
    method: 'GET',
    path: '/users/online',
    summary: 'How many users are online, and who',
    response: usersOnlineSchema,
  }),
  getUserStats: httpCall({
    method: 'GET',
    path: '/users/:id/stats',
    summary: "A player's public profile: level, join date, bets and wagered",
    params: z.object({ id: userIdSchema }).strict(),
    response: z.object({ stats: userStatsSchema }),
  }),
};
