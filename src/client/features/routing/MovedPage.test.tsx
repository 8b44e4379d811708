// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '../../router';
import { MovedPage } from './MovedPage';

afterEach(cleanup);

function Here() {
  const { pathname, search, hash } = useLocation();
  return <h1>{`${pathname}${search}${hash}`}</h1>;
}

describe('<MovedPage>', () => {
  it('replaces an old address with the page where it is now, query and hash kept', async () => {
    const router = createMemoryRouter(
      [
        { path: '/fairness/upgrader', element: <MovedPage /> },
        { path: '/fairness/skin-upgrader', Component: Here },
      ],
      { initialEntries: ['/fairness/upgrader?seed=abc&nonce=3#roll'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading')).textContent).toBe(
      '/fairness/skin-upgrader?seed=abc&nonce=3#roll',
    );
    expect(router.state.action).toBe('REPLACE');
  });
});
