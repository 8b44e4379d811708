import { caseBattleGame } from './case-battle/game';
import { caseUnboxGame } from './case-unbox/game';
import { diceGame } from './dice/game';
import { coinFlipGame } from './coin-flip/game';
import { listedGame } from './manifest';
import { minesGame } from './mines/game';
import { plinkoGame } from './plinko/game';
import { rewardWheelGame } from './reward-wheel/game';
import { skinUpgraderGame } from './skin-upgrader/game';

// Every game of the site, one line each: the contract, the server, activity counts and the
// pause switch derive their lists from this. Games still being built are listed by kind
// and name so they can be paused and counted before their rules exist. Browser-only
// halves (scenes, bus commands, verifier pages) are registered in registry.client.ts.

export const GAMES = [
  caseUnboxGame,
  caseBattleGame,
  coinFlipGame,
  listedGame('roulette', 'Roulette', 670),
  plinkoGame,
  minesGame,
  diceGame,
  listedGame('crash', 'Crash', 100),
  skinUpgraderGame,
] as const;

export type RegisteredGame = (typeof GAMES)[number];

/** The games the site gives away (no stake, no GameKind): their fairness pages derive from this. */
export const REWARD_GAMES = [rewardWheelGame] as const;
export type GameKind = RegisteredGame['kind'];
