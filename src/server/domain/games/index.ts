// What the rest of the server may use of this module; its other files are its own.
export { countActivity, sameActivity } from './activityCount';
export { DEFAULT_BET_LIMITS } from './betLimits';
export type { BetLimits } from './betLimits';
export { GameActivityBoard } from './gameActivity';
export { createGameServices } from './gameServices';
export type { GameServices } from './gameServices';
export type { GameSwitchboard } from './gameSwitchboard';
export type { GameDeps } from './instantBet';
export type { InstantGames } from './instantGames';
export { closeOpenMinesGame } from './minesClosure';
export type { ClosedMinesGame } from './minesClosure';
export { profileOverview } from './profileOverview';
export { createGameRegistry } from './registry';
export type { GameRegistry, ServerGameManifest } from './registry';
