import { createBrowserRouter, type RouteObject } from '../router';
import type { PolicySlug } from '../features/content/policies';
import { CLIENT_GAMES, CLIENT_REWARD_GAMES, LOBBY_GAMES } from '../../../games/registry.client';
import { games, type GameKey } from '../features/games/games';
import { gameHandles } from '../features/routing/game-handles';
import { lazyPage } from '../features/routing/lazy-page';
import { MovedPage } from '../features/routing/MovedPage';
import { setPreloadRoutes, withPreload } from '../features/routing/preload';
import type { RouteHandle } from '../features/routing/route-handle';
import type { ProfileSectionKey } from '../pages/profile/sections';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { MOVED_PAGES } from '../../shared/moved-pages';
import { NotFoundLayout } from './layout/NotFoundLayout';
import { RootLayout } from './layout/RootLayout';

// One lazy module per page (and per secondary layout): the lobby downloads only its own code.
// The games' own pages come from their client manifests (games/<game>/client.ts).
const HomePage = lazyPage(() => import('../pages/HomePage'));
const GamesPage = lazyPage(() => import('../pages/GamesPage'));
const ReferralPage = lazyPage(() => import('../pages/ReferralPage'));
const GameComingSoonPage = lazyPage(() => import('../pages/GameComingSoonPage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
const AboutPage = lazyPage(() => import('../pages/info/AboutPage'));
const ContactPage = lazyPage(() => import('../pages/info/ContactPage'));
const SponsorshipPage = lazyPage(() => import('../pages/info/SponsorshipPage'));
const XpCalculatorPage = lazyPage(() => import('../pages/xp/XpCalculatorPage'));
const OpenBooksPage = lazyPage(() => import('../pages/openBooks/OpenBooksPage'));
const RacePage = lazyPage(() => import('../pages/race/RacePage'));
const RewardsPage = lazyPage(() => import('../pages/rewards/RewardsPage'));
const CardReturnPage = lazyPage(() => import('../pages/cashier/CardReturnPage'));
const BlogListPage = lazyPage(() => import('../pages/blog/BlogListPage'));
const BlogPostPage = lazyPage(() => import('../pages/blog/BlogPostPage'));
const FairnessLayout = lazyPage(() => import('./layout/FairnessLayout'));
const FairnessPage = lazyPage(() => import('../pages/fairness/FairnessPage'));
const PolicyLayout = lazyPage(() => import('./layout/PolicyLayout'));
const PolicyPage = lazyPage(() => import('../pages/policies/PolicyPage'));
const ProfileLayout = lazyPage(() => import('../pages/profile/ProfileLayout'));
const ProfileSectionPage = lazyPage(() => import('../pages/profile/ProfileSectionPage'));
// The back office: its own chunk, so no player downloads it with their pages.
const AdminArea = lazyPage(() => import('../pages/admin/AdminArea'));

const ALL: RouteHandle = { notificationLocation: 'ALL' };

/** The built games (those whose manifest has a page): their routes load the game itself. */
const playablePages: Partial<Record<GameKey, ReturnType<typeof lazyPage>>> = Object.fromEntries(
  CLIENT_GAMES.flatMap((game): [GameKey, ReturnType<typeof lazyPage>][] =>
    game.page ? [[game.lobby.key, lazyPage(game.page)]] : [],
  ),
);

const gameRoutes: RouteObject[] = games.flatMap((game) =>
  [game.path, ...game.aliases].map((path) => {
    const page = playablePages[game.key];
    if (page)
      return withPreload(
        { path, handle: gameHandles[game.key], Component: page.Component },
        page.load,
      );
    return withPreload(
      {
        path,
        handle: gameHandles[game.key],
        element: <GameComingSoonPage.Component gameKey={game.key} />,
      },
      GameComingSoonPage.load,
    );
  }),
);

/** The games' own pages under their routes (a battle's, a case's), from their manifests. */
const gameSubRoutes: RouteObject[] = CLIENT_GAMES.flatMap((game) =>
  (game.subPages ?? []).flatMap((sub) => {
    const page = lazyPage(sub.page);
    const base = `/${game.lobby.key}`;
    return [base, ...game.lobby.aliases].map((root) =>
      withPreload(
        {
          // An alias's route needs an id of its own: cs2-<id>.
          ...(sub.id && { id: root === base ? sub.id : `cs2-${sub.id}` }),
          path: `${root}/${sub.path}`,
          handle: gameHandles[game.lobby.key],
          Component: page.Component,
        },
        page.load,
      ),
    );
  }),
);

const featureRoutes: RouteObject[] = [
  withPreload({ path: '/race', handle: ALL, Component: RacePage.Component }, RacePage.load),
  // Where the card processor's hosted checkout sends the player back.
  withPreload(
    { path: '/cashier/card/return', handle: ALL, Component: CardReturnPage.Component },
    CardReturnPage.load,
  ),
  withPreload(
    { path: '/rewards', handle: ALL, Component: RewardsPage.Component },
    RewardsPage.load,
  ),
  ...['/blog', '/blog/page/:current'].map((path) =>
    withPreload({ path, handle: ALL, Component: BlogListPage.Component }, BlogListPage.load),
  ),
  withPreload(
    { path: '/blog/:slug', handle: ALL, Component: BlogPostPage.Component },
    BlogPostPage.load,
  ),
];

const staticRoutes: RouteObject[] = [
  // The lobby's "Browse games" leads here: every game, playable ones first.
  withPreload(
    { path: '/games', handle: { notificationLocation: 'GAMES' }, Component: GamesPage.Component },
    GamesPage.load,
  ),
  withPreload({ path: '/about-us', handle: ALL, Component: AboutPage.Component }, AboutPage.load),
  withPreload(
    { path: '/contact', handle: ALL, Component: ContactPage.Component },
    ContactPage.load,
  ),
  withPreload(
    { path: '/sponsorship', handle: ALL, Component: SponsorshipPage.Component },
    SponsorshipPage.load,
  ),
  withPreload(
    { path: '/xp-calculator', handle: ALL, Component: XpCalculatorPage.Component },
    XpCalculatorPage.load,
  ),
  withPreload(
    { path: '/open-books', handle: ALL, Component: OpenBooksPage.Component },
    OpenBooksPage.load,
  ),
];

// The games' pages, and those of the games the site gives away (the reward wheel's).
const fairnessSlugs = [
  ...LOBBY_GAMES.filter((game) => game.fairness).map((game) => game.key),
  ...CLIENT_REWARD_GAMES.map((game) => game.fairness.slug),
];

const fairnessRoute: RouteObject = withPreload(
  {
    path: '/fairness',
    handle: ALL,
    Component: FairnessLayout.Component,
    children: [
      withPreload(
        { index: true, handle: ALL, element: <FairnessPage.Component slug="" /> },
        FairnessPage.load,
      ),
      ...fairnessSlugs.map((slug) =>
        withPreload(
          { path: slug, handle: ALL, element: <FairnessPage.Component slug={slug} /> },
          FairnessPage.load,
        ),
      ),
    ],
  },
  FairnessLayout.load,
);

const policySlugs: readonly PolicySlug[] = [
  'bug-bounty',
  'disclaimer',
  'kyc-policy',
  'code-of-ethics',
  'privacy-policy',
  'editorial-policy',
  'terms-of-service',
];

const policyRoute: RouteObject = withPreload(
  {
    path: '/policies',
    handle: ALL,
    Component: PolicyLayout.Component,
    children: policySlugs.map((slug) =>
      withPreload(
        { path: slug, handle: ALL, element: <PolicyPage.Component slug={slug} /> },
        PolicyPage.load,
      ),
    ),
  },
  PolicyLayout.load,
);

const profileSectionKeys: readonly Exclude<ProfileSectionKey, 'overview'>[] = [
  'kyc',
  'history',
  'fairness',
  'security',
  'settings',
  'affiliate',
  'transactions',
];

const SETTINGS: RouteHandle = { notificationLocation: 'SETTINGS' };

/** /profile needs a session: ProfileLayout shows the 401 page to visitors. */
const profileRoute: RouteObject = withPreload(
  {
    path: '/profile',
    handle: SETTINGS,
    Component: ProfileLayout.Component,
    children: [
      withPreload(
        {
          index: true,
          handle: SETTINGS,
          element: <ProfileSectionPage.Component section="overview" />,
        },
        ProfileSectionPage.load,
      ),
      ...profileSectionKeys.map((section) =>
        withPreload(
          {
            path: section,
            handle: SETTINGS,
            element: <ProfileSectionPage.Component section={section} />,
          },
          ProfileSectionPage.load,
        ),
      ),
    ],
  },
  ProfileLayout.load,
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
          withPreload(
            {
              index: true,
              handle: { notificationLocation: 'INDEX' },
              Component: HomePage.Component,
            },
            HomePage.load,
          ),
          withPreload(
            {
              path: '/r/:code',
              handle: { notificationLocation: 'INDEX' },
              Component: ReferralPage.Component,
            },
            ReferralPage.load,
          ),
          ...gameRoutes,
          ...gameSubRoutes,
          ...featureRoutes,
          ...staticRoutes,
          fairnessRoute,
          // Old addresses of pages that moved (a bookmark, a link shared before).
          ...Object.keys(MOVED_PAGES).map((path) => ({
            path,
            handle: ALL,
            element: <MovedPage />,
          })),
          policyRoute,
          profileRoute,
          withPreload(
            { path: '/admin', handle: ALL, Component: AdminArea.Component },
            AdminArea.load,
          ),
          withPreload(
            { path: '/admin/*', handle: ALL, Component: AdminArea.Component },
            AdminArea.load,
          ),
          {
            Component: NotFoundLayout,
            children: [
              withPreload(
                { path: '*', handle: ALL, Component: NotFoundPage.Component },
                NotFoundPage.load,
              ),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  setPreloadRoutes(routes);
  return createBrowserRouter(routes);
}
