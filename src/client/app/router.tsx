import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { games } from '../features/games/games';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RootLayout } from './layout/RootLayout';

// One lazy module per route: the lobby downloads only its own page.
const HomePage = lazy(() => import('../pages/HomePage'));
const GameComingSoonPage = lazy(() => import('../pages/GameComingSoonPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

const gameRoutes: RouteObject[] = games.flatMap((game) =>
  [game.path, ...game.aliases].map((path) => ({
    path,
    element: <GameComingSoonPage gameKey={game.key} />,
  })),
);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // A second boundary inside the layout keeps the header when a page fails.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: HomePage },
          ...gameRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
