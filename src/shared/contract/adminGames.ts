import { z } from 'zod';
import { okSchema, textSchema } from './common';
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
  z.object({ game }).strict();
export const enableGameBody = enableGameBodyOf(gameKindSchema);

export const adminGamesCallsOf = <G extends z.ZodType<string>>(game: G) => ({
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
