/** Site features whose pages are not built yet: what each will be, shown meanwhile. */
export interface UpcomingFeature {
  title: string;
  tagline: string;
  description: string;
  /** A colour token for the panel's glow. */
  accent: string;
}

export const upcoming = {
  race: {
    title: 'Race',
    tagline: 'Wager, climb the board, share the prize pool',
    description:
      'Every gem you wager counts toward the weekly race. The top players split the prize pool when the timer runs out.',
    accent: '--color-brand',
  },
  blog: {
    title: 'Blog',
    tagline: 'Guides, updates and the stories behind the drops',
    description:
      'Strategy guides, fairness deep-dives and release notes. Every article follows our editorial policy.',
    accent: '--rarity-mil-spec',
  },
  'blog-post': {
    title: 'Article',
    tagline: 'This article is on its way',
    description:
      'Articles open here once the blog goes live. Until then, the fairness pages explain how every game works.',
    accent: '--rarity-mil-spec',
  },
  'case-battle': {
    title: 'Case Battle',
    tagline: 'Watch every round, pull by pull',
    description:
      'Live battles show each seat’s pulls round by round, with the battle’s seeds and beacon round for verification.',
    accent: '--rarity-covert',
  },
  case: {
    title: 'Case',
    tagline: 'Every drop and its odds, up front',
    description:
      'Each case page lists its items with their exact odds. Open one to five at once, each result provably fair.',
    accent: '--rarity-rare-special',
  },
} satisfies Record<string, UpcomingFeature>;

export type UpcomingKey = keyof typeof upcoming;
