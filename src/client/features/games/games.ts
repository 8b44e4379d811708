import { LOBBY_GAMES, type LobbyKey } from '../../../../games/registry.client';

/** The games in the lobby: one entry drives the home tile, the route(s) and the coming-soon page. */
export interface GameInfo {
  key: GameKey;
  name: string;
  /** The canonical route; `aliases` are the cs2- prefixed routes the spec also serves. */
  path: string;
  aliases: readonly string[];
  tagline: string;
  /** What the finished game will let players do, shown while it is being built. */
  description: string;
  /** A colour token (CSS custom property name) for the tile's glow. */
  accent: string;
  /** Playable in this build; false shows the coming-soon panel. */
  available: boolean;
}

/** The lobby's name of a game: its route and its fairness page's slug. */
export type GameKey = LobbyKey;

/** The lobby's games, in order, from each game's client manifest. */
export const games: readonly GameInfo[] = LOBBY_GAMES.map((game) => ({
  key: game.key,
  name: game.name,
  path: `/${game.key}`,
  aliases: game.aliases,
  tagline: game.tagline,
  description: game.description,
  accent: game.accent,
  available: game.available,
}));

export function gameByKey(key: GameKey): GameInfo {
  const game = games.find((candidate) => candidate.key === key);
  if (!game) throw new Error(`Unknown game ${key}`);
  return game;
}
