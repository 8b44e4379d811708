import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '../router';
import { describe, expect, it } from 'vitest';
import GameComingSoonPage from './GameComingSoonPage';

function render(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the coming-soon page of a game not built yet', () => {
  it('a game page: its name as h1, badge, description, lobby link and the other games', () => {
    const html = render(<GameComingSoonPage gameKey="mines" />);
    expect(html).toContain('<title>Mines · GemDrop</title>');
    expect(html).toMatch(/<h1 id="coming-soon-title" class="coming-soon__title">Mines<\/h1>/);
    expect(html).toContain('Coming soon');
    expect(html).toContain('Back to the lobby');
    expect(html).toMatch(
      /<nav class="game-page__crumbs" aria-label="Breadcrumb"><a [^>]*>Games<\/a>/,
    );
    expect(html).toContain('Other games');
    expect(html).toContain('Your gems stay safe on your account until it opens.');
  });
});
