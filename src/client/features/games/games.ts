/** The games in the lobby: one entry drives the home tile, the route(s) and the coming-soon page. */
export interface GameInfo {
  key: GameKey;
  name: string;
  /** The canonical route; `aliases` are the cs2- prefixed routes the spec also serves. */
  path: string;
  aliases: readonly string[];
  tagline: string;
  /** What the finished game will let players do, shown while it is being built. */
  description: string;
  /** A colour token (CSS custom property name) for the tile's glow. */
  accent: string;
  /** Playable in this build; false shows the coming-soon panel. */
  available: boolean;
}

export type GameKey =
  | 'mines'
  | 'plinko'
  | 'roulette'
  | 'crash'
  | 'coinflip'
  | 'dice'
  | 'upgrader'
  | 'case-opening'
  | 'case-battles';

export const games: readonly GameInfo[] = [
  {
    key: 'mines',
    name: 'Mines',
    path: '/mines',
    aliases: ['/cs2-mines'],
    tagline: 'Uncover gems, dodge the mines',
    description:
      'Pick tiles on a 5×5 grid. Every safe gem raises your multiplier; cash out before you hit a mine.',
    accent: '--rarity-classified',
    available: true,
  },
  {
    key: 'plinko',
    name: 'Plinko',
    path: '/plinko',
    aliases: ['/cs2-plinko'],
    tagline: 'Drop the ball, ride the bounce',
    description:
      'Drop a ball through the pegs and land on a multiplier. Choose the rows and the risk.',
    accent: '--rarity-industrial',
    available: true,
  },
  {
    key: 'roulette',
    name: 'Roulette',
    path: '/roulette',
    aliases: ['/cs2-roulette'],
    tagline: 'Red, black or the green jackpot',
    description:
      'Bet on red, black, green or bait each round. Three greens in a row pay the jackpot.',
    accent: '--rarity-covert',
    available: false,
  },
  {
    key: 'crash',
    name: 'Crash',
    path: '/crash',
    aliases: [],
    tagline: 'Cash out before it crashes',
    description: 'The multiplier climbs until it crashes. Cash out in time to keep your winnings.',
    accent: '--rarity-restricted',
    available: false,
  },
  {
    key: 'coinflip',
    name: 'Coin Flip',
    path: '/coinflip',
    aliases: ['/cs2-coinflip'],
    tagline: 'Heads or tails, winner takes all',
    description:
      'Create or join a flip against another player. One coin, one winner, provably fair.',
    accent: '--rarity-consumer',
    available: false,
  },
  {
    key: 'dice',
    name: 'Dice',
    path: '/dice',
    aliases: ['/cs2-dice'],
    tagline: 'Roll over or under your target',
    description: 'Set your chance, roll from 0 to 100 and win the multiplier that chance pays.',
    accent: '--color-gem',
    available: true,
  },
  {
    key: 'upgrader',
    name: 'Upgrader',
    path: '/upgrader',
    aliases: ['/cs2-upgrader'],
    tagline: 'Trade up to a better skin',
    description:
      'Stake gems for a chance at a pricier skin. The bigger the jump, the smaller the chance.',
    accent: '--color-brand',
    available: false,
  },
  {
    key: 'case-opening',
    name: 'Case Opening',
    path: '/case-opening',
    aliases: ['/cs2-case-opening'],
    tagline: 'Unbox CS2 skins with open odds',
    description:
      'Open cases with every drop and its odds listed up front, from consumer grade to knives.',
    accent: '--rarity-rare-special',
    available: true,
  },
  {
    key: 'case-battles',
    name: 'Case Battles',
    path: '/case-battles',
    aliases: ['/cs2-case-battles'],
    tagline: 'Open cases head to head',
    description:
      'Open the same cases as your rivals; the biggest haul takes everything. Solo, teams or group.',
    accent: '--rarity-covert',
    available: false,
  },
];

export function gameByKey(key: GameKey): GameInfo {
  const game = games.find((candidate) => candidate.key === key);
  if (!game) throw new Error(`Unknown game ${key}`);
  return game;
}
