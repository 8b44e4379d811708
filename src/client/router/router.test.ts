import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type BlockerFunction } from './router';

const routes = [{ path: '/dice' }, { path: '/mines' }, { path: '/fairness/:game' }];
const at = (...initialEntries: string[]) => createMemoryRouter(routes, { initialEntries });
const pathOf = (router: ReturnType<typeof at>) =>
  router.state.location.pathname + router.state.location.search;

describe('the router', () => {
  it('pushes, replaces and goes back, matching each location', async () => {
    const router = at('/dice');
    const seen = vi.fn();
    router.subscribe((state, previous) => seen(previous.location.pathname, state.action));
    await router.navigate('/fairness/dice?hash=ab');
    expect(router.state.matches?.[0]?.params).toEqual({ game: 'dice' });
    await router.navigate('/mines', { replace: true });
    await router.navigate(-1);
    expect(pathOf(router)).toBe('/dice');
    expect(seen.mock.calls).toEqual([
      ['/dice', 'PUSH'],
      ['/fairness/dice', 'REPLACE'],
      ['/mines', 'POP'],
    ]);
  });

  it('keeps a bare query on the current page, with a fresh key for the entry', async () => {
    const router = at('/mines');
    const { key } = router.state.location;
    await router.navigate('?game=7');
    expect(pathOf(router)).toBe('/mines?game=7');
    expect(router.state.location.key).not.toBe(key);
  });

  it('leaves matches null for a path no route has', async () => {
    const router = at('/dice');
    await router.navigate('/nowhere');
    expect(router.state.matches).toBeNull();
  });
});

describe('a blocker', () => {
  const leavingPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname;

  it('holds a move it blocks until proceed(), and drops it on reset()', async () => {
    const router = at('/dice');
    router.block(leavingPage);
    await router.navigate('?auto=1');
    expect(pathOf(router)).toBe('/dice?auto=1');

    await router.navigate('/mines');
    expect(router.state.blocker.state).toBe('blocked');
    expect(router.state.blocker.location?.pathname).toBe('/mines');
    expect(pathOf(router)).toBe('/dice?auto=1');
    router.state.blocker.reset();
    expect(router.state.blocker.state).toBe('unblocked');
    expect(pathOf(router)).toBe('/dice?auto=1');

    await router.navigate('/mines');
    router.state.blocker.proceed();
    expect(pathOf(router)).toBe('/mines');
    expect(router.state.blocker.state).toBe('unblocked');
  });

  it('undoes a blocked Back, and makes it on proceed()', async () => {
    const router = at('/mines', '/dice');
    router.block(leavingPage);
    await router.navigate(-1);
    expect(router.state.blocker.state).toBe('blocked');
    expect(pathOf(router)).toBe('/dice');
    router.state.blocker.proceed();
    expect(pathOf(router)).toBe('/mines');
    expect(router.state.action).toBe('POP');
    // Forward again, back where the history stood: the entries were not disturbed.
    await router.navigate(1);
    expect(router.state.blocker.state).toBe('blocked');
  });

  it('stops blocking once removed, and drops a move it was holding', async () => {
    const router = at('/dice');
    const remove = router.block(leavingPage);
    await router.navigate('/mines');
    remove();
    expect(router.state.blocker.state).toBe('unblocked');
    await router.navigate('/mines');
    expect(pathOf(router)).toBe('/mines');
  });
});
