/** Where a page is: the parts of a URL the router reads, and the history entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry: scroll positions are kept by it. */
  key: string;
}

/** How the router got to its location: a link or call (PUSH, REPLACE), or back/forward (POP). */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** Splits a path into its pathname, search and hash (each with its leading '?' or '#'). */
export function parsePath(path: string): Omit<Location, 'key'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: searchAt < 0 ? '' : rest.slice(searchAt),
    hash,
  };
}

/** The path a location stands for, as a link's href shows it. */
export function createPath({ pathname, search, hash }: Omit<Location, 'key'>): string {
  return pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);
}

/**
 * The full path a link's `to` leads to from `pathname`: every `to` in the app is absolute,
 * or a bare query or hash (a search-params update), which stays on the current page.
 */
export function resolvePath(to: string, pathname: string): string {
  return to.startsWith('?') || to.startsWith('#') || to === '' ? pathname + to : to;
}

/** A fresh key for a new history entry. */
export const createKey = (): string => Math.random().toString(36).slice(2, 10);
