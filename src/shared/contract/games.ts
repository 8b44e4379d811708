import { z } from 'zod';
import { GAMES, type GameKind } from '../../../games/registry';
import { httpCall } from './define';

/** Game kinds (spec section 3), one per registered manifest (games/registry.ts); also the
 * route game keys and per-game channel names. */
export const GAME_KINDS = GAMES.map((game) => game.kind) as readonly GameKind[];
/** A game's name as players read it. */
export const gameName = (kind: GameKind): string => GAMES.find((game) => game.kind === kind)!.name;
/** The schema of a list of kinds (a server built with more games checks against its own). */
export const gameKindSchemaOf = <K extends string>(kinds: readonly K[]) =>
  z.enum(kinds as [K, ...K[]]);
export const gameKindSchema = gameKindSchemaOf(GAME_KINDS);
export type { GameKind };

/** Game activity map: how many players are in each game right now (games without players may be absent). */
export const gameActivitySchemaOf = <K extends string>(kinds: readonly K[]) =>
  z.partialRecord(gameKindSchemaOf(kinds), z.number().int().min(0));
export const gameActivitySchema = gameActivitySchemaOf(GAME_KINDS);
export type GameActivity = z.infer<typeof gameActivitySchema>;

export const gamesActivityPayload = z.object({ data: z.object({ activity: gameActivitySchema }) });

/** The games calls over a list of kinds (the site's, or a server built with more games). */
export const gamesCallsOf = <K extends string>(kinds: readonly K[]) => ({
  getGamesActivity: httpCall({
    method: 'GET',
    path: '/games/activity',
    summary: 'Players currently active in each game',
    response: z.object({ activity: gameActivitySchemaOf(kinds) }),
  }),
});
export const gamesCalls = gamesCallsOf(GAME_KINDS);
