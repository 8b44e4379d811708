import type { LobbyKey } from '../../../../games/registry.client';

/** What the phone's bottom bar needs of a lobby game. */
export interface BarGame {
  key: LobbyKey;
  name: string;
  available: boolean;
}

export interface BarItem {
  key: LobbyKey;
  to: string;
  label: string;
}

/** The bar holds the lobby and at most this many games (44 px each from 320 px, with chat). */
export const BAR_GAMES_MAX = 4;

/** Names too long for a 52 px cell. */
const SHORT_NAMES: Partial<Record<LobbyKey, string>> = { 'case-opening': 'Cases' };

/**
 * The games the phone's bottom bar offers: only playable ones (a player taps to play, not
 * to read "coming soon"), cases first as the site's main game, then the lobby's order.
 */
export function bottomNavGames(games: readonly BarGame[]): BarItem[] {
  const playable = games.filter((game) => game.available);
  const cases = playable.filter((game) => game.key === 'case-opening');
  const others = playable.filter((game) => game.key !== 'case-opening');
  return [...cases, ...others].slice(0, BAR_GAMES_MAX).map((game) => ({
    key: game.key,
    to: `/${game.key}`,
    label: SHORT_NAMES[game.key] ?? game.name,
  }));
}
