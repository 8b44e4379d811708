import type { z } from 'zod';
import {
  type GameManifest,
  type InstantGameManifest,
  type RoundGameManifest,
  hasRoomRules,
  isRoundGame,
} from '../../../../games/manifest';
import type { AnyRoomGame } from '../../../shared/contract/rooms';
import { GAMES } from '../../../../games/registry';
import { gameActivitySchemaOf, gameKindSchemaOf } from '../../../shared/contract/games';
import { notificationLocationSchema } from '../../../shared/contract/notifications';
import type { NotificationLocation } from '../events';
import type { RevealWindows } from '../revealWindows';
import { revealInMs } from '../settlement';

/** A manifest the server accepts: any game, instant ones with their bet and outcome types. */
// The registry holds many games with different bet shapes: `never` in the contravariant
// places lets every instant manifest in, and the generic service reads them back as unknown.
export type ServerGameManifest =
  | GameManifest
  | InstantGameManifest<string, never, never>
  | InstantGameManifest<string, { amount: number }, unknown>
  | AnyRoomGame
  | RoundGameManifest<string, never>;

/**
 * The games one server plays, from their manifests: routes, services, the pause switch,
 * activity counts and notice names all read this, never a list of their own. The app is
 * built with the site's registry (games/registry.ts); a test may add games of its own.
 */
export interface GameRegistry {
  readonly games: readonly GameManifest[];
  readonly kinds: readonly string[];
  /** The one-request games, whose bet routes and service are derived. */
  readonly instantGames: readonly InstantGameManifest<string, { amount: number }, unknown>[];
  /** The games between players, played by the generic room driver (domain/rooms). */
  readonly roomGames: readonly AnyRoomGame[];
  /** The games of rounds on a clock, drawn from a hash chain (domain/rounds). */
  readonly roundGames: readonly RoundGameManifest[];
  has(kind: string): boolean;
  /** The name players read; the kind itself for a game the registry does not hold. */
  nameOf(kind: string): string;
  /** Where the game's notices show (its manifest's); GAMES for a game the registry does not hold. */
  locationOf(kind: string): NotificationLocation;
  /** The game's house edge in basis points (0 for a kind the registry does not hold). */
  houseEdgeBpsOf(kind: string): number;
  /**
   * How long after a bet of this game settles its outcome may be told anywhere else: the
   * game's longest reveal plus the slack (ms; the slack alone for a kind it does not hold).
   */
  revealWindowMsOf(kind: string): number;
  /** Every game's window side by side, for a statement to unnest (see RevealWindows). */
  readonly revealWindows: RevealWindows;
  /** The schema of a registered game kind (admin pause bodies). */
  readonly kindSchema: z.ZodType<string>;
  /** The contract's activity map over these kinds. */
  readonly activitySchema: z.ZodType<Partial<Record<string, number>>>;
}

/** The registry of the site's games plus `extra` ones; the site's list itself never changes. */
export function createGameRegistry(extra: readonly ServerGameManifest[] = []): GameRegistry {
  const games: readonly GameManifest[] = [...GAMES, ...extra];
  const kinds = games.map((game) => game.kind);
  if (new Set(kinds).size !== kinds.length) throw new Error(`A game kind is registered twice`);
  const byKind = new Map(games.map((game) => [game.kind, game]));
  const locations = new Map(games.map((game) => [game.kind, locationOf(game)]));
  const windowOf = (kind: string) => revealInMs(byKind.get(kind)?.longestRevealMs ?? 0);
  const ms = kinds.map(windowOf);
  return {
    games,
    kinds,
    instantGames: games.filter(
      (game): game is InstantGameManifest<string, { amount: number }, unknown> =>
        game.play === 'instant',
    ),
    roomGames: games.filter((game): game is AnyRoomGame => hasRoomRules(game)),
    roundGames: games.filter(isRoundGame),
    has: (kind) => byKind.has(kind),
    nameOf: (kind) => byKind.get(kind)?.name ?? kind,
    locationOf: (kind) => locations.get(kind) ?? 'GAMES',
    houseEdgeBpsOf: (kind) => byKind.get(kind)?.houseEdgeBps ?? 0,
    revealWindowMsOf: windowOf,
    revealWindows: { kinds, ms, longest: Math.max(0, ...ms) },
    kindSchema: gameKindSchemaOf(kinds),
    activitySchema: gameActivitySchemaOf(kinds),
  };
}

/** A manifest's notification location, refused at start-up when the spec has no such place. */
function locationOf(game: GameManifest): NotificationLocation {
  const location = notificationLocationSchema.safeParse(game.location);
  if (!location.success)
    throw new Error(`${game.kind}: "${game.location}" is not a notification location`);
  return location.data;
}
