import { CLIENT_REWARD_GAMES, LOBBY_GAMES } from '../../../../games/registry.client';

/** Slugs and labels only, so the footer and layouts link pages without loading their text. */
export interface NavEntry {
  to: string;
  label: string;
}

export const policyNav: readonly NavEntry[] = [
  { to: '/policies/terms-of-service', label: 'Terms of Service' },
  { to: '/policies/privacy-policy', label: 'Privacy Policy' },
  { to: '/policies/kyc-policy', label: 'KYC Policy' },
  { to: '/policies/disclaimer', label: 'Disclaimer' },
  { to: '/policies/code-of-ethics', label: 'Code of Ethics' },
  { to: '/policies/editorial-policy', label: 'Editorial Policy' },
  { to: '/policies/bug-bounty', label: 'Bug Bounty' },
];

/** Every game's fairness page in the lobby's order, then the given-away games' (the registries). */
export const fairnessNav: readonly NavEntry[] = [
  { to: '/fairness', label: 'How it works' },
  ...LOBBY_GAMES.filter((game) => game.fairness).map((game) => ({
    to: `/fairness/${game.key}`,
    label: game.fairnessName ?? game.name,
  })),
  ...CLIENT_REWARD_GAMES.map(({ fairness }) => ({
    to: `/fairness/${fairness.slug}`,
    label: fairness.name,
  })),
  { to: '/open-books', label: 'Open books' },
];

export const companyNav: readonly NavEntry[] = [
  { to: '/about-us', label: 'About us' },
  { to: '/contact', label: 'Contact' },
  { to: '/sponsorship', label: 'Sponsorship' },
  { to: '/blog', label: 'Blog' },
  { to: '/xp-calculator', label: 'XP calculator' },
  { to: '/open-books', label: 'Open books' },
  { to: '/rewards', label: 'Rewards' },
];
