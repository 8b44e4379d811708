import { z } from 'zod';
import { okSchema } from './common';
import { httpCall } from './define';
import { gameKindSchema } from './games';

const game = gameKindSchema;

export const disableGameBody = z
  .object({
    game,
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .min(3, { error: 'Say why in at least 3 characters' })
      .max(500, { error: 'The reason is too long (500 characters at most)' }),
  })
  .strict();
export type DisableGameBody = z.infer<typeof disableGameBody>;

export const enableGameBody = z.object({ game }).strict();

export const adminGamesCalls = {
  adminDisableGame: httpCall({
    method: 'POST',
    path: '/admin/games/disable',
    summary:
      'Pause a game: new play is refused and its page shows the GAME_DISABLED banner (admins); audited',
    auth: true,
    body: disableGameBody,
    response: okSchema,
  }),
  adminEnableGame: httpCall({
    method: 'POST',
    path: '/admin/games/enable',
    summary: 'Resume a paused game and end its banner (admins); audited',
    auth: true,
    body: enableGameBody,
    response: okSchema,
  }),
};
