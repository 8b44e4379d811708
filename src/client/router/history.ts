import { createKey, createPath, parsePath, type Location } from './path';

/** The history the router drives: pushes and replaces come from it, pops from the browser. */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/forward: the new location and how many entries it moved (for undoing a block). */
  listen(listener: (location: Location, delta: number) => void): () => void;
}

interface EntryState {
  key: string;
  /** The entry's place in the tab's history, so a pop knows how far it moved. */
  idx: number;
}

/** The browser's history. Each entry keeps its key and index in history.state. */
export function createBrowserHistory(win: Window = window): History {
  const history = win.history;
  const stateOf = (): Partial<EntryState> => (history.state as Partial<EntryState> | null) ?? {};
  if (stateOf().idx === undefined)
    history.replaceState({ ...stateOf(), key: stateOf().key ?? createKey(), idx: 0 }, '');
  let index = stateOf().idx ?? 0;
  const read = (): Location => ({
    ...parsePath(win.location.pathname + win.location.search + win.location.hash),
    key: stateOf().key ?? 'default',
  });
  let location = read();
  const write = (method: 'pushState' | 'replaceState', next: Location, idx: number) => {
    index = idx;
    location = next;
    history[method]({ key: next.key, idx } satisfies EntryState, '', createPath(next));
  };
  return {
    get location() {
      return location;
    },
    push: (next) => write('pushState', next, index + 1),
    replace: (next) => write('replaceState', next, index),
    go: (delta) => history.go(delta),
    listen(listener) {
      const onPop = () => {
        let idx = stateOf().idx;
        const unnumbered = idx === undefined;
        // An entry the router did not write (a hash typed in the address bar): number it,
        // and report no distance, so no blocker tries to undo the move.
        if (idx === undefined) {
          idx = index + 1;
          history.replaceState({ key: createKey(), idx } satisfies EntryState, '');
        }
        const delta = unnumbered ? 0 : idx - index;
        index = idx;
        location = read();
        listener(location, delta);
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** A history in memory, for tests: its entries start as the given paths. */
export function createMemoryHistory(
  initialEntries: readonly string[] = ['/'],
  initialIndex = initialEntries.length - 1,
): History {
  const entries: Location[] = initialEntries.map((path, at) => ({
    ...parsePath(path),
    key: at === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const listeners = new Set<(location: Location, delta: number) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(next) {
      entries.splice(++index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const to = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = to - index;
      index = to;
      for (const listener of listeners) listener(entries[index]!, moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
