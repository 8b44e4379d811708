// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from './router';
import { RouterProvider } from './RouterProvider';
import { ScrollRestoration } from './ScrollRestoration';

afterEach(cleanup);

const scrolledTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

function renderAt(path: string) {
  const page = (
    <>
      <ScrollRestoration />
      <h2 id="rules">Rules</h2>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('<ScrollRestoration>', () => {
  it('starts a new page at the top, and returns to where an entry was left on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/blog');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');

    scrolledTo(840);
    await act(() => router.navigate('/blog/page/2'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    vi.restoreAllMocks();
  });

  it('scrolls a #hash’s element into view, and keeps the positions over a reload', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/policies');
    const intoView = vi.fn();
    document.getElementById('rules')!.scrollIntoView = intoView;
    await act(() => router.navigate('/policies#rules'));
    expect(intoView).toHaveBeenCalled();

    scrolledTo(300);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('scroll-positions')!) as Record<string, number>;
    expect(saved[router.state.location.key]).toBe(300);
    expect(window.history.scrollRestoration).toBe('auto');
    vi.restoreAllMocks();
  });
});
