import type { ComponentType, ReactNode } from 'react';

/** One route of the table: a path pattern (or an index or layout route) and what it renders. */
export interface RouteObject {
  /** Unique; by default the route's place in the table (e.g. "0-1-3"). */
  id?: string;
  /**
   * Absolute ('/blog/:slug'), or relative to the parent's path ('dice'). `:name` is one
   * segment, `:name?` an optional one, a final `*` the rest of the path (params['*']).
   */
  path?: string;
  /** Renders at its parent's own path. */
  index?: boolean;
  /** Anything the app reads back through useMatches (here: the RouteHandle). */
  handle?: unknown;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Shown in place of this route (and what it holds) when rendering it throws. */
  ErrorBoundary?: ComponentType | null;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  /** Every parameter of the matched path (a layout sees its page's too). */
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  keys: string[];
  score: number;
}

const PARAM = /^:[\w-]+\??$/;

/**
 * How specific a full path is, so '/case-opening/community' beats '/case-opening/:slug'
 * whatever their order: a static segment counts most, then a parameter, and a splat least.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments)
    if (segment === '*') total -= 2;
    else total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  return total;
}

/** The regular expression of a full path: any letter case, trailing slashes ignored. */
function compile(path: string): [RegExp, string[]] {
  const keys: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, key: string, optional?: string) => {
        keys.push(key);
        return optional ? '(?:/([^/]+))?' : '/([^/]+)';
      });
  if (path.endsWith('*')) {
    keys.push('*');
    source += path === '/*' ? '(.*)$' : '(?:/(.+)|/*)$';
  } else source += '/*$';
  return [new RegExp(source, 'i'), keys];
}

/** Every route that can end a match, with its layouts before it, most specific first. */
export function flattenRoutes(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  base = '',
  out: Branch[] = [],
): Branch[] {
  routes.forEach((route, at) => {
    route.id ??= parents.length ? `${parents.at(-1)!.id}-${at}` : `${at}`;
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : own ? `${base.replace(/\/$/, '')}/${own}` : base;
    const chain = [...parents, route];
    if (route.children) flattenRoutes(route.children, chain, path, out);
    if (route.path !== undefined || route.index) {
      const [pattern, keys] = compile(path || '/');
      out.push({ routes: chain, pattern, keys, score: score(path || '/', !!route.index) });
    }
  });
  // Stable: between equally specific paths the table's order decides.
  return parents.length ? out : out.sort((a, b) => b.score - a.score);
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const cache = new WeakMap<RouteObject[], Branch[]>();

/** The routes a pathname renders, outermost layout first; null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = cache.get(routes);
  if (!branches) cache.set(routes, (branches = flattenRoutes(routes)));
  for (const { routes: chain, pattern, keys } of branches) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    keys.forEach((key, at) => {
      const value = found[at + 1];
      params[key] = value === undefined ? (key === '*' ? '' : undefined) : decode(value);
    });
    return chain.map((route) => ({ route, params }));
  }
  return null;
}
