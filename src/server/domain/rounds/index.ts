// What the rest of the server may use of this module; its other files are its own.
export { chainAnnouncement } from './chainAnnouncement';
export { ChainKeeper } from './chainKeeper';
export { LeaderLoop, sleep } from './leaderLoop';
export { EmbeddedLeadership, PostgresLeadership } from './leadership';
export type { Leadership } from './leadership';
export { mayOpenRound } from './pausedRounds';
export { RoundChains } from './roundChains';
export { RoundCycle, type RoundGameDeps, type RoundPhases } from './roundCycle';
export type { RoundGameDriver } from './roundGameDriver';
export { RoundGame, type RoundGamePlay } from './roundGame';
export { takeRoundBet, type TakenRoundBet } from './roundBets';
export { endedRounds, latestRound, roundBets } from './roundRows';
export type { EndedRoundRow, RoundBetRow, RoundRow } from './roundRows';
export { timingWith } from './roundGamePlugin';
export type { BuiltRoundGame, RoundGamePlugin } from './roundGamePlugin';
export { manifestRound } from './manifestRound';
export {
  ROLLING_ROUND_TO_PAY,
  END_ROLLING_ROUND,
  OPEN_BETS_IN_PLACING_ORDER,
  START_ROLLING,
} from './rollingRoundStatements';
