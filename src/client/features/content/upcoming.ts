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
