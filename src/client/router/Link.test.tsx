// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './Link';
import { NavLink, isActivePath } from './NavLink';
import { createMemoryRouter } from './router';
import { RouterProvider } from './RouterProvider';

afterEach(cleanup);

/** Clicks, and says whether the app left the click to the browser (then cancelled here). */
function leftToBrowser(element: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const record = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault(); // The test's page goes nowhere.
  };
  window.addEventListener('click', record);
  fireEvent.click(element, init);
  window.removeEventListener('click', record);
  return left;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('<Link>', () => {
  it('is a real link: its href is the path, a plain click moves in the app', () => {
    const router = renderAt('/dice', <Link to="/fairness/dice?hash=ab">Verify</Link>);
    const link = screen.getByRole('link', { name: 'Verify' });
    expect(link.getAttribute('href')).toBe('/fairness/dice?hash=ab');
    expect(leftToBrowser(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/fairness/dice');
    expect(router.state.action).toBe('PUSH');
  });

  it('leaves a modified or middle click, another target and an external URL to the browser', () => {
    const router = renderAt(
      '/dice',
      <>
        <Link to="/mines">Mines</Link>
        <Link to="/mines" target="_blank">
          New tab
        </Link>
        <Link to="https://example.com/">Elsewhere</Link>
      </>,
    );
    const mines = screen.getByRole('link', { name: 'Mines' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(leftToBrowser(mines, { [modifier]: true })).toBe(true);
    expect(leftToBrowser(mines, { button: 1 })).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    const external = screen.getByRole('link', { name: 'Elsewhere' });
    expect(external.getAttribute('href')).toBe('https://example.com/');
    expect(leftToBrowser(external)).toBe(true);
    expect(router.state.location.pathname).toBe('/dice');
  });

  it('runs its onClick first, which may keep the page', () => {
    const router = renderAt(
      '/dice',
      <Link to="/mines" onClick={(event) => event.preventDefault()}>
        Mines
      </Link>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'Mines' }))).toBe(false);
    expect(router.state.location.pathname).toBe('/dice');
  });

  it('replaces the entry when it leads to the page shown, and resolves a bare query', () => {
    const router = renderAt(
      '/blog?page=2',
      <>
        <Link to="/blog?page=2">Same</Link>
        <Link to="?page=3">Next</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Same' }));
    expect(router.state.action).toBe('REPLACE');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/blog?page=3');
    fireEvent.click(next);
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.action).toBe('PUSH');
  });
});

describe('<NavLink>', () => {
  it('marks the link to the page shown: class "active" and aria-current="page"', () => {
    renderAt(
      '/profile/settings',
      <>
        <NavLink to="/profile" className="tab">
          Profile
        </NavLink>
        <NavLink to="/profile" end className="tab">
          Overview
        </NavLink>
        <NavLink to="/profile/settings">Settings</NavLink>
        <NavLink to="/" className="tab">
          Home
        </NavLink>
      </>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Profile').className).toBe('tab active');
    expect(link('Profile').getAttribute('aria-current')).toBe('page');
    expect(link('Overview').className).toBe('tab');
    expect(link('Overview').getAttribute('aria-current')).toBeNull();
    expect(link('Settings').className).toBe('active');
    expect(link('Home').className).toBe('tab');
  });

  it('counts its own path and the paths below it, in any letter case', () => {
    expect(isActivePath('/profile', '/Profile/')).toBe(true);
    expect(isActivePath('/profile', '/profile/kyc')).toBe(true);
    expect(isActivePath('/profile', '/profile/kyc', true)).toBe(false);
    expect(isActivePath('/profile', '/profiles')).toBe(false);
    expect(isActivePath('/', '/dice')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/fairness?game=dice', '/fairness')).toBe(true);
  });
});
