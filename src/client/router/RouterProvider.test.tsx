// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
import type { RouteObject } from './match';
import { Navigate } from './Navigate';
import { Outlet } from './Outlet';
import { isRouteErrorResponse } from './render-matches';
import { createMemoryRouter } from './router';
import { RouterProvider } from './RouterProvider';

afterEach(cleanup);

function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function Layout() {
  const handles = useMatches().map((match) => JSON.stringify(match.handle ?? null));
  return (
    <section>
      <h1>Layout</h1>
      <p>handles {handles.join(' ')}</p>
      <Outlet />
    </section>
  );
}

function Game() {
  return <p>game {useParams().game}</p>;
}

function Failed() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `status ${error.status}`
    : `failed: ${(error as Error).message}`;
  return <p role="alert">{`${text} at ${useLocation().pathname}`}</p>;
}

function Broken(): never {
  throw new Error('page broke');
}

describe('<RouterProvider>', () => {
  it('renders the matched routes, each page in its layout’s outlet, with params and handles', () => {
    renderAt(
      [
        {
          Component: Layout,
          handle: 'root',
          children: [{ path: '/fairness/:game', handle: { page: 1 }, Component: Game }],
        },
      ],
      '/fairness/dice',
    );
    expect(screen.getByText('game dice')).toBeTruthy();
    expect(screen.getByText('handles "root" {"page":1}')).toBeTruthy();
  });

  it('shows the nearest error boundary for a page that throws, until the location changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt(
      [
        {
          Component: Layout,
          ErrorBoundary: Failed,
          children: [
            {
              ErrorBoundary: Failed,
              children: [
                { path: '/broken', Component: Broken },
                { path: '/fine', element: <p>fine</p> },
              ],
            },
          ],
        },
      ],
      '/broken',
    );
    // The inner boundary: the layout stays.
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('failed: page broke at /broken');
    await act(() => router.navigate('/fine'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('fine')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the first route’s boundary with a 404 when no route matches', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt([{ Component: Layout, ErrorBoundary: Failed, children: [{ path: '/a' }] }], '/b');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('status 404 at /b');
    vi.restoreAllMocks();
  });

  it('redirects with <Navigate>, and navigates with useNavigate', () => {
    function Home() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/games')}>
          Games
        </button>
      );
    }
    const router = renderAt(
      [
        { path: '/old', element: <Navigate to="/" replace /> },
        { path: '/', Component: Home },
        { path: '/games', element: <h1>Games</h1> },
      ],
      '/old',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.action).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Games' }));
    expect(screen.getByRole('heading', { name: 'Games' })).toBeTruthy();
  });

  it('reads and sets the query with useSearchParams', () => {
    function Flips() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>game {params.get('game') ?? 'none'}</p>
          <button
            type="button"
            onClick={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('game', '7');
                  return next;
                },
                { replace: true },
              )
            }
          >
            Open
          </button>
          <button type="button" onClick={() => setParams({ q: 'a b' })}>
            Search
          </button>
        </>
      );
    }
    const router = renderAt([{ path: '/coinflip', Component: Flips }], '/coinflip?sort=new');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('game 7')).toBeTruthy();
    expect(router.state.location.search).toBe('?sort=new&game=7');
    expect(router.state.action).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=a+b');
    expect(router.state.action).toBe('PUSH');
  });
});
