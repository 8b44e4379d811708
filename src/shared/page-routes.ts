import { GAMES, REWARD_GAMES } from '../../games/registry';

// The web app's page routes, as React Router patterns. The client router
// (src/client/app/router.tsx) renders them, and a test there checks that its paths are
// exactly this list; the server answers them with the app and a 200, and any other page
// URL with the same app (which renders its 404 page) and a 404.

const lobbyKeyOf = (game: { kind: string; lobbyKey?: string }) => game.lobbyKey ?? game.kind;

/** The lobby's games (games/registry.ts): each has its route and its `/cs2-` alias. */
const GAME_KEYS = GAMES.map(lobbyKeyOf);

/** The fairness pages: each game's own, and the given-away games' (the reward wheel's). */
const FAIRNESS_SLUGS = [
  ...GAMES.filter((game) => game.fairnessPage !== false).map(lobbyKeyOf),
  ...REWARD_GAMES.map((game) => game.fairnessSlug),
];

const POLICY_SLUGS = [
  'bug-bounty',
  'disclaimer',
  'kyc-policy',
  'code-of-ethics',
  'privacy-policy',
  'editorial-policy',
  'terms-of-service',
] as const;

const PROFILE_SECTIONS = [
  'kyc',
  'history',
  'fairness',
  'security',
  'settings',
  'affiliate',
  'transactions',
] as const;

/** The canonical path and its `/cs2-` alias. */
const withAlias = (path: string) => [path, `/cs2-${path.slice(1)}`];

/** Every page route; `:name` is one path segment, whatever it holds (the page judges it). */
export const PAGE_ROUTES: readonly string[] = [
  '/',
  '/r/:code',
  ...GAME_KEYS.flatMap((key) => withAlias(`/${key}`)),
  '/race',
  '/rewards',
  // Where the card processor's hosted checkout sends the player back.
  '/cashier/card/return',
  '/blog',
  '/blog/page/:current',
  '/blog/:slug',
  // The games' own pages under their routes (a battle's, a case's).
  ...GAMES.flatMap((game) =>
    (game.subPages ?? []).flatMap((path) => withAlias(`/${lobbyKeyOf(game)}/${path}`)),
  ),
  '/games',
  '/about-us',
  '/contact',
  '/sponsorship',
  '/xp-calculator',
  '/open-books',
  '/fairness',
  ...FAIRNESS_SLUGS.map((slug) => `/fairness/${slug}`),
  '/policies',
  ...POLICY_SLUGS.map((slug) => `/policies/${slug}`),
  '/profile',
  ...PROFILE_SECTIONS.map((section) => `/profile/${section}`),
  // The back office: its built screens (the others answer the 404 page).
  '/admin',
  '/admin/cashier',
  '/admin/games',
  '/admin/moderation',
];

/**
 * The back office's routes: to anyone who is no staff the app shows the ordinary 404 page,
 * and the server answers 404 with it, so the back office does not say it exists.
 */
export function staffOnly(route: string): boolean {
  return route === '/admin' || route.startsWith('/admin/');
}

/**
 * The back office routes a moderator opens too (/admin takes them to moderation); every
 * other one is the site runners' alone, and a moderator gets the 404 page there.
 */
export function moderatorsToo(route: string): boolean {
  return route === '/admin' || route === '/admin/moderation';
}

/** The routes whose page shows a visitor the 401 page instead. */
export function needsSession(route: string): boolean {
  return route === '/profile' || route.startsWith('/profile/');
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const COMPILED = PAGE_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));

/**
 * The route a page URL's path renders, or null for the 404 page. As the client router
 * matches: letters in any case, a trailing slash ignored, a parameter any one segment.
 */
export function matchPageRoute(pathname: string): string | null {
  let path = pathname.split(/[?#]/)[0]!;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: match it as sent.
  }
  const segments = segmentsOf(path.toLowerCase());
  const found = COMPILED.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
  );
  return found?.route ?? null;
}
