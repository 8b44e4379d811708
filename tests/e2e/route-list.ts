// The site's public routes and their h1: swept in the browser by routes.spec.ts, and
// answered with the app by the server (tests/integration/clientPage.test.ts).

/** A battle id no battle has (the page says so). */
export const UNKNOWN_BATTLE = '6650f0c2a1b2c3d4e5f60718';

export const HOME = 'Open cases. Win battles. Drop gems.';
export const NOT_LOGGED_IN = 'Not Logged In';

/** Every public route (with its cs2- alias and a few parameters) and its h1. */
export const ROUTES: [path: string, heading: string][] = [
  ['/', HOME],
  ['/r/FRIEND42', HOME],
  ['/games', 'Games'],
  ['/race', 'Race'],
  ['/crash', 'Crash'],
  ['/mines', 'Mines'],
  ['/cs2-mines', 'Mines'],
  ['/plinko', 'Plinko'],
  ['/cs2-plinko', 'Plinko'],
  ['/roulette', 'Roulette'],
  ['/cs2-roulette', 'Roulette'],
  ['/coinflip', 'Coin Flip'],
  ['/cs2-coinflip', 'Coin Flip'],
  ['/dice', 'Dice'],
  ['/cs2-dice', 'Dice'],
  ['/upgrader', 'Upgrader'],
  ['/cs2-upgrader', 'Upgrader'],
  ['/contact', 'Get in touch'],
  ['/rewards', 'Rewards'],
  ['/about-us', 'We build the skin site we wanted to play on'],
  ['/sponsorship', 'Partner with GemDrop'],
  ['/xp-calculator', 'XP calculator'],
  ['/blog', 'Blog'],
  ['/blog/page/2', 'Blog'],
  ['/blog/how-case-odds-work', 'Page not found'],
  ['/case-battles', 'Case Battles'],
  ['/cs2-case-battles', 'Case Battles'],
  [`/case-battles/${UNKNOWN_BATTLE}`, 'Case Battle'],
  [`/cs2-case-battles/${UNKNOWN_BATTLE}`, 'Case Battle'],
  ['/case-opening', 'Case Opening'],
  ['/cs2-case-opening', 'Case Opening'],
  ['/case-opening/community', 'Community Cases'],
  ['/cs2-case-opening/community', 'Community Cases'],
  ['/case-opening/create', 'Create a Case'],
  ['/cs2-case-opening/create', 'Create a Case'],
  ['/case-opening/recoil-case', 'Recoil Case'],
  ['/cs2-case-opening/recoil-case', 'Recoil Case'],
  ['/fairness', 'Provably fair'],
  ['/fairness/mines', 'Mines fairness'],
  ['/fairness/plinko', 'Plinko fairness'],
  ['/fairness/upgrader', 'Upgrader fairness'],
  ['/fairness/coinflip', 'Coin Flip fairness'],
  ['/fairness/roulette', 'Roulette and Crash fairness'],
  ['/fairness/case-battles', 'Case Battles fairness'],
  ['/fairness/case-opening', 'Case Opening fairness'],
  ['/policies/bug-bounty', 'Bug Bounty'],
  ['/policies/disclaimer', 'Disclaimer'],
  ['/policies/kyc-policy', 'KYC Policy'],
  ['/policies/code-of-ethics', 'Code of Ethics'],
  ['/policies/privacy-policy', 'Privacy Policy'],
  ['/policies/editorial-policy', 'Editorial Policy'],
  ['/policies/terms-of-service', 'Terms of Service'],
  ['/profile', NOT_LOGGED_IN],
  ...['kyc', 'history', 'fairness', 'security', 'settings', 'affiliate', 'transactions'].map(
    (child): [string, string] => [`/profile/${child}`, NOT_LOGGED_IN],
  ),
  ['/no-such-page/at-all', 'Page not found'],
];
