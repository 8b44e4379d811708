/** The profile tabs (spec: overview, kyc, history, fairness, security, settings, affiliate, transactions). */
export const profileSections = [
  {
    key: 'overview',
    to: '/profile',
    label: 'Overview',
    title: 'Overview',
    text: 'Your level and XP progress, what you wagered and won, and your favourite game.',
  },
  {
    key: 'kyc',
    to: '/profile/kyc',
    label: 'KYC',
    title: 'Verification',
    text: 'Verify your identity to unlock withdrawals. You will follow the status of your check here.',
  },
  {
    key: 'history',
    to: '/profile/history',
    label: 'History',
    title: 'Game history',
    text: 'Every bet you place, with what verifies it: its seeds and nonce, its round or its coin flip.',
  },
  {
    key: 'fairness',
    to: '/profile/fairness',
    label: 'Fairness',
    title: 'Seeds',
    text: 'See your server seed hash, change your client seed and rotate the pair to reveal past seeds.',
  },
  {
    key: 'security',
    to: '/profile/security',
    label: 'Security',
    title: 'Security',
    text: 'Two-factor authentication, your password and e-mail, and the devices signed in to your account.',
  },
  {
    key: 'settings',
    to: '/profile/settings',
    label: 'Settings',
    title: 'Settings',
    text: 'Linked Steam and Discord accounts, anonymous and streamer modes, capture links, sound volumes and responsible gambling.',
  },
  {
    key: 'affiliate',
    to: '/profile/affiliate',
    label: 'Affiliate',
    title: 'Affiliate',
    text: 'Your referral code, the players you brought and what you earned from them.',
  },
  {
    key: 'transactions',
    to: '/profile/transactions',
    label: 'Transactions',
    title: 'Transactions',
    text: 'Every movement of your balance: deposits, withdrawals, bets, payouts, tips, rain, rewards and vault moves.',
  },
] as const;

export type ProfileSectionKey = (typeof profileSections)[number]['key'];
