// Roulette: 15 slots on a strip, the slot decided by the hash chain and the salt
// (docs/games/roulette.md), red/black/green/bait bets and the Triple Green jackpot. Exact integers.
export {
  BLACK_BAIT_SLOT,
  GREEN_SLOT,
  RED_BAIT_SLOT,
  ROULETTE_SLOT_COUNT,
  ROULETTE_STRIP_ORDER,
  assertSlot,
  isBait,
  slotAtStripIndex,
  slotColour,
  slotKind,
  stripIndexOf,
  type RouletteColour,
  type RouletteSlotKind,
} from './slots';
export {
  rouletteRoll,
  rouletteRoundHmac,
  rouletteRoundingFloat,
  rouletteSlotFromHmac,
  rouletteSlotFromRound,
} from './roll';
export {
  ROULETTE_BET_KINDS,
  ROULETTE_MULTIPLIERS,
  betPayout,
  betWins,
  isRouletteBetKind,
  type RouletteBetKind,
} from './bets';
export {
  TRIPLE_GREEN_STREAK,
  stepStreak,
  type GreenStreak,
  type RouletteOutcome,
  type StreakStep,
} from './streak';
export {
  JACKPOT_CLAIM_MULTIPLIERS,
  JACKPOT_FEED_PER_MILLE,
  jackpotClaim,
  jackpotFeed,
  rouletteBetParams,
  shareJackpot,
  splitJackpot,
} from './jackpot';
export {
  settleRouletteRound,
  type RouletteBetSettlement,
  type RouletteRoundBet,
  type RouletteRoundSettlement,
  type RouletteStreakGreen,
} from './round';
export {
  ROULETTE_BETTING_MS,
  ROULETTE_BET_MAX,
  ROULETTE_BET_MIN,
  ROULETTE_MAX_BETS_PER_ROUND,
  ROULETTE_PAYOUT_MAX,
  ROULETTE_RESULT_MS,
  ROULETTE_ROLLING_MS,
  ROULETTE_ROUND_MS,
} from './limits';
