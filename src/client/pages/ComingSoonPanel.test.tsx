import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import FeatureComingSoonPage from './FeatureComingSoonPage';
import GameComingSoonPage from './GameComingSoonPage';

function render(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('coming-soon pages share one panel', () => {
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

  it('a feature page: its title as h1, the followed link, and no game list', () => {
    const html = render(<FeatureComingSoonPage feature="race" />, '/race');
    expect(html).toMatch(/<h1 id="coming-soon-title" class="coming-soon__title">Race<\/h1>/);
    expect(html).toMatch(/<a [^>]*>Home<\/a>/);
    expect(html).toContain('Back to the lobby');
    expect(html).not.toContain('Other games');
  });
});
