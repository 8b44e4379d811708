import { matchRoutes, type RouteObject } from '../router';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../tests/e2e/route-list';
import { MOVED_PAGES } from '../../shared/moved-pages';
import { matchPageRoute, PAGE_ROUTES } from '../../shared/page-routes';
import { games } from '../features/games/games';
import { MovedPage } from '../features/routing/MovedPage';
import { routes } from './router';

/** The path a URL renders: the deepest matched route's own pattern. */
function renderedPath(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

/** Every full path the router renders a page at (a layout with a path is one too). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = !route.path
      ? parent
      : route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path || route.index ? [path || '/'] : [];
    return [...own, ...routerPaths(route.children ?? [], path)];
  });
}

describe('the app router', () => {
  it('has exactly the shared page routes the server answers 200 (src/shared/page-routes.ts)', () => {
    const paths = new Set(routerPaths(routes).filter((path) => !path.endsWith('*')));
    // The back office's screens are one route, /admin/*: its area picks the screen by path.
    const screens = PAGE_ROUTES.filter((route) => route.startsWith('/admin/'));
    const others = PAGE_ROUTES.filter((route) => !screens.includes(route));
    // And the old addresses of pages that moved, which only send on to the new ones.
    expect([...paths].sort()).toEqual([...others, ...Object.keys(MOVED_PAGES)].sort());
    for (const screen of screens) expect(renderedPath(screen), screen).toBe('/admin/*');
  });

  it('matches a URL as the server does: a page, or the 404 page', () => {
    const urls = [
      ...ROUTES.map(([path]) => path),
      ...PAGE_ROUTES.map((route) => route.replace(/:[a-z]+/g, 'some-Param')),
      '/GAMES',
      '/games/',
      '/profile/settings/',
      '/profile/nope',
      '/fairness/nope',
      '/policies/nope',
      '/blog/a/b',
      '/case-battles/1/2',
      '/cs2-nope',
      '/r',
    ];
    for (const url of urls)
      expect(matchPageRoute(url) !== null, url).toBe(renderedPath(url) !== '*');
  }, 30_000);

  it('serves every game at its route and its /cs2- alias', () => {
    for (const game of games) {
      const alias = `/cs2-${game.key}`;
      expect(game.aliases, game.key).toEqual([alias]);
      for (const path of [game.path, alias]) expect(renderedPath(path), path).toBe(path);
    }
  });

  it('follows each moved page to its new address', () => {
    for (const [from, to] of Object.entries(MOVED_PAGES)) {
      const element = matchRoutes(routes, from)?.at(-1)?.route.element;
      expect(isValidElement(element) && element.type, from).toBe(MovedPage);
      expect(renderedPath(to), to).not.toBe('*');
    }
  });

  it('renders the 404 page for a path it does not know', () => {
    expect(renderedPath('/cs2-no-such-game')).toBe('*');
  });
});
