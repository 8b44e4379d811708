/** The value of a query parameter of the current page, or null. */
export function readParam(name: string, search = window.location.search): string | null {
  const value = new URLSearchParams(search).get(name);
  return value === null || value === '' ? null : value;
}

/** The same address without the given query parameters (hash and other params kept). */
export function withoutParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Drops one-shot parameters (tokens) from the address bar without a navigation, keeping the
 * router's history state so back/forward still work.
 */
export function removeParams(names: readonly string[]): void {
  const next = withoutParams(window.location.href, names);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}
