import { z } from 'zod';
import { GAME_PLAYS } from '../../../games/manifest';
import { isoDateTimeSchema, okSchema, textSchema } from './common';
import { httpCall } from './define';
import { gameKindSchema } from './games';

/** The pause bodies over a game-kind schema (the site's, or a server built with more games). */
export const disableGameBodyOf = <G extends z.ZodType<string>>(game: G) =>
  z
    .object({
      game,
      reason: textSchema({ error: 'Reason must be text' })
        .trim()
        .min(3, { error: 'Say why in at least 3 characters' })
        .max(500, { error: 'The reason is too long (500 characters at most)' }),
    })
    .strict();
export const disableGameBody = disableGameBodyOf(gameKindSchema);
export type DisableGameBody = z.infer<typeof disableGameBody>;

export const enableGameBodyOf = <G extends z.ZodType<string>>(game: G) =>
  z
    .object({
      game,
      /** Optional: why play resumes, for the audit log. */
      reason: textSchema({ error: 'Reason must be text' })
        .trim()
        .max(500, { error: 'The reason is too long (500 characters at most)' })
        .optional(),
    })
    .strict();
export const enableGameBody = enableGameBodyOf(gameKindSchema);

/** A game as the back office sees it: whether it is paused, and the stakes it takes. */
export const adminGameSchema = z.object({
  kind: textSchema(),
  name: textSchema(),
  play: z.enum(GAME_PLAYS),
  /** Null while the game is open. */
  paused: z
    .object({
      reason: textSchema(),
      since: isoDateTimeSchema,
      /** The operator's username; null once their account is gone. */
      by: textSchema().nullable(),
    })
    .nullable(),
  /** Hundredths: the smallest and largest stake, and the most one bet may pay. */
  limits: z.object({
    betMin: z.number().int(),
    betMax: z.number().int(),
    payoutMax: z.number().int(),
  }),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesListSchema = z.object({
  games: z.array(adminGameSchema),
  /** The public randomness this server names for round chains, coin flips and battles. */
  beacon: z.object({
    kind: z.enum(['local', 'drand-quicknet', 'eos']),
    label: textSchema(),
    local: z.boolean(),
  }),
});
export type AdminGamesList = z.infer<typeof adminGamesListSchema>;

export const adminGamesCallsOf = <G extends z.ZodType<string>>(game: G) => ({
  adminListGames: httpCall({
    method: 'GET',
    path: '/admin/games',
    summary:
      'Every game with its pause (reason, since, by whom) and bet limits, and the beacon in use (admins); the round chains are GET /fairness/round-chains',
    auth: true,
    permission: 'games.switch',
    response: adminGamesListSchema,
  }),
  adminDisableGame: httpCall({
    method: 'POST',
    path: '/admin/games/disable',
    summary:
      'Pause a game: new play is refused and its page shows the GAME_DISABLED banner (admins); audited',
    auth: true,
    permission: 'games.switch',
    body: disableGameBodyOf(game),
    response: okSchema,
  }),
  adminEnableGame: httpCall({
    method: 'POST',
    path: '/admin/games/enable',
    summary: 'Resume a paused game and end its banner (admins); audited',
    auth: true,
    permission: 'games.switch',
    body: enableGameBodyOf(game),
    response: okSchema,
  }),
});
export const adminGamesCalls = adminGamesCallsOf(gameKindSchema);
