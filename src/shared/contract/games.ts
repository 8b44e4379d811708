import { z } from 'zod';
import { httpCall } from './define';

/** Game kinds (spec section 3); also the route game keys and per-game channel names. */
export const GAME_KINDS = [
  'case-unbox',
  'case-battle',
  'coin-flip',
  'roulette',
  'plinko',
  'mines',
  'dice',
  'crash',
  'skin-upgrade',
] as const;
export const gameKindSchema = z.enum(GAME_KINDS);
export type GameKind = z.infer<typeof gameKindSchema>;

/** Game activity map: how many players are in each game right now (games without players may be absent). */
export const gameActivitySchema = z.partialRecord(gameKindSchema, z.number().int().min(0));
export type GameActivity = z.infer<typeof gameActivitySchema>;

export const gamesActivityPayload = z.object({ data: z.object({ activity: gameActivitySchema }) });

export const gamesCalls = {
  getGamesActivity: httpCall({
    method: 'GET',
    path: '/games/activity',
    summary: 'Players currently active in each game',
    response: z.object({ activity: gameActivitySchema }),
  }),
};
