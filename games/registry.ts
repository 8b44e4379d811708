import { caseBattleGame } from './case-battle/game';
import { caseUnboxGame } from './case-unbox/game';
import { diceGame } from './dice/game';
import { coinFlipGame } from './coin-flip/game';
import { crashGame } from './crash/game';
import { minesGame } from './mines/game';
import { plinkoGame } from './plinko/game';
import { rouletteGame } from './roulette/game';
import { rewardWheelGame } from './reward-wheel/game';
import { skinUpgraderGame } from './skin-upgrader/game';

// Every game of the site, one line each: the contract, the server, activity counts and the
// pause switch derive their lists from this. Browser-only halves (scenes, bus commands,
// verifier pages) are registered in registry.client.ts.

export const GAMES = [
  caseUnboxGame,
  caseBattleGame,
  coinFlipGame,
  rouletteGame,
  plinkoGame,
  minesGame,
  diceGame,
  crashGame,
  skinUpgraderGame,
] as const;

export type RegisteredGame = (typeof GAMES)[number];
export type GameKind = RegisteredGame['kind'];

type RoundGame = Extract<RegisteredGame, { play: 'round' }>;
/** The games drawn from a published hash chain: their chains, leader and verifier derive from this. */
export const ROUND_GAMES = GAMES.filter((game): game is RoundGame => game.play === 'round');
export type RoundGameKind = RoundGame['kind'];
export const ROUND_GAME_KINDS = ROUND_GAMES.map((game) => game.kind) as [
  RoundGameKind,
  ...RoundGameKind[],
];

/** The games the site gives away (no stake, no GameKind): their fairness pages derive from this. */
export const REWARD_GAMES = [rewardWheelGame] as const;
