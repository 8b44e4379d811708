// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { parsePath } from './path';

const at = (path: string, key: string) => ({ ...parsePath(path), key });

/** A back or forward move to an entry (url and state), as the browser shows it. */
const pop = (url: string, state: unknown) => {
  window.history.replaceState(state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser history', () => {
  it('numbers its entries, so a pop knows how far it went', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location.pathname).toBe('/start');
    const start = window.history.state as { key: string; idx: number };
    expect(start.idx).toBe(0);
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push(at('/a?x=1', 'a'));
    history.push(at('/b', 'b'));
    history.replace(at('/c', 'c'));
    expect(window.location.pathname + window.location.search).toBe('/c');
    expect(window.history.state).toEqual({ key: 'c', idx: 2 });
    pop('/start', start);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/start' }), -2);
    pop('/a?x=1', { key: 'a', idx: 1 });
    expect(listener).toHaveBeenLastCalledWith(
      { pathname: '/a', search: '?x=1', hash: '', key: 'a' },
      1,
    );
    stop();
  });

  it('reports no distance for an entry it did not write, and numbers it', () => {
    const history = createBrowserHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    window.history.pushState(null, '', '/typed#hash');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ hash: '#hash' }), 0);
    expect((window.history.state as { idx: number }).idx).toBe(1);
    stop();
  });
});

describe('the memory history', () => {
  it('starts at the last entry, drops the forward ones on a push, and clamps go()', () => {
    const history = createMemoryHistory(['/one', '/two']);
    const listener = vi.fn();
    history.listen(listener);
    expect(history.location.pathname).toBe('/two');
    history.go(-1);
    history.push(at('/three', 'k'));
    history.go(5);
    expect(listener).toHaveBeenLastCalledWith(at('/three', 'k'), 0);
    history.go(-9);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/one' }), -1);
  });
});
