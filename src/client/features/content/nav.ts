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

export const fairnessNav: readonly NavEntry[] = [
  { to: '/fairness', label: 'How it works' },
  { to: '/fairness/mines', label: 'Mines' },
  { to: '/fairness/plinko', label: 'Plinko' },
  { to: '/fairness/dice', label: 'Dice' },
  { to: '/fairness/skin-upgrader', label: 'Skin Upgrader' },
  { to: '/fairness/coinflip', label: 'Coin Flip' },
  { to: '/fairness/roulette', label: 'Roulette & Crash' },
  { to: '/fairness/case-battles', label: 'Case Battles' },
  { to: '/fairness/case-opening', label: 'Case Opening' },
  { to: '/fairness/wheel', label: 'Reward Wheel' },
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
