import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { games } from '../features/games/games';
import { routes } from './router';

/** The path a URL renders: the deepest matched route's own pattern. */
function renderedPath(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

describe('the app router', () => {
  it('serves every game at its route and its /cs2- alias', () => {
    for (const game of games) {
      const alias = `/cs2-${game.key}`;
      expect(game.aliases, game.key).toEqual([alias]);
      for (const path of [game.path, alias]) expect(renderedPath(path), path).toBe(path);
    }
  });

  it('renders the 404 page for a path it does not know', () => {
    expect(renderedPath('/cs2-no-such-game')).toBe('*');
  });
});
