import type { GameInfo } from './games';

/** The games whose name or tagline holds every word typed, case-insensitive. */
export function searchGames(all: readonly GameInfo[], query: string): GameInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((game) => {
    const text = `${game.name} ${game.tagline} ${game.aliases.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
