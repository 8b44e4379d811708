// Crash: the multiplier grows as e^(0.00006 * ms) until the round's crash point, which the
// hash chain and the salt decide (docs/games/crash.md). Exact where money depends on it.
export {
  CRASH_ELAPSED_MAX_MS,
  CRASH_GROWTH_PER_MS,
  crashCurve,
  crashCurveMsFor,
  crashElapsedMsFor,
  crashMultiplierE2At,
} from './curve';
export {
  CRASH_POINT_MAX_E2,
  crashPointE2FromHmac,
  crashPointE2FromInt,
  crashPointE2FromRound,
  crashRoundHmac,
  crashRoundingFloat,
} from './point';
export {
  crashAutoCashoutError,
  crashCashOutWins,
  crashPayout,
  crashPayoutCapE2,
  crashSendsNotice,
  crashTargetWins,
} from './payout';
export { formatCrashMultiplier } from './format';
export {
  CRASH_AUTO_CASHOUT_MAX_E2,
  CRASH_AUTO_CASHOUT_MIN_E2,
  CRASH_BET_MAX,
  CRASH_BET_MIN,
  CRASH_BETTING_MS,
  CRASH_NOTICE_E2,
  CRASH_PAYOUT_MAX,
  CRASH_RESULT_MS,
} from './limits';
