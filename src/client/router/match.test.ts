import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match';

/** The paths of the routes a pathname renders, outermost first ('·' for a pathless one). */
const chain = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map(
    (match) => match.route.path ?? (match.route.index ? 'index' : '·'),
  ) ?? null;

const table: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: '/case-opening/:slug' },
      { path: '/case-opening/community' },
      { path: '/blog/page/:current' },
      { path: '/blog/:slug' },
      { path: '/profile', children: [{ index: true }, { path: 'settings' }] },
      { path: '/admin' },
      { path: '/admin/*' },
      { path: '/shop/:kind?' },
      { children: [{ path: '*' }] },
    ],
  },
];

describe('matchRoutes', () => {
  it('renders the index route at its parent path, with every layout before it', () => {
    expect(chain(table, '/')).toEqual(['·', 'index']);
    expect(chain(table, '/profile')).toEqual(['·', '/profile', 'index']);
    expect(chain(table, '/profile/settings')).toEqual(['·', '/profile', 'settings']);
  });

  it('prefers a static segment to a parameter, whatever the order of the table', () => {
    expect(chain(table, '/case-opening/community')?.at(-1)).toBe('/case-opening/community');
    expect(matchRoutes(table, '/case-opening/kilowatt')?.at(-1)?.params).toEqual({
      slug: 'kilowatt',
    });
  });

  it('matches a parameter as one whole segment, decoded', () => {
    expect(matchRoutes(table, '/blog/page/2')?.at(-1)?.params).toEqual({ current: '2' });
    expect(matchRoutes(table, '/blog/caf%C3%A9')?.at(-1)?.params).toEqual({ slug: 'café' });
    expect(chain(table, '/blog/a/b')?.at(-1)).toBe('*');
  });

  it('gives a splat the rest of the path, and prefers the exact route at its base', () => {
    expect(chain(table, '/admin')?.at(-1)).toBe('/admin');
    expect(matchRoutes(table, '/admin/users/7')?.at(-1)?.params).toEqual({ '*': 'users/7' });
    expect(matchRoutes(table, '/nowhere/at/all')?.at(-1)?.params).toEqual({
      '*': 'nowhere/at/all',
    });
  });

  it('matches an optional segment with or without it', () => {
    expect(matchRoutes(table, '/shop')?.at(-1)?.params).toEqual({ kind: undefined });
    expect(matchRoutes(table, '/shop/knives')?.at(-1)?.params).toEqual({ kind: 'knives' });
  });

  it('ignores letter case and trailing slashes, as the server does', () => {
    expect(chain(table, '/PROFILE/Settings/')).toEqual(['·', '/profile', 'settings']);
  });

  it('shares the params with the layouts, and names each route by its place', () => {
    const matches = matchRoutes(table, '/profile/settings')!;
    expect(matches.map((match) => match.route.id)).toEqual(['0', '0-5', '0-5-1']);
    expect(matches[0]!.params).toBe(matches[2]!.params);
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });
});
