import { BET_MAX, BET_MIN, type Hundredths } from '../../../shared/money';

// Auto-bet's rules, pure: what the next stake is after a settled bet and when a run stops.
// Amounts are integer hundredths like everywhere else; percentages are hundredths of a
// percent (10000 = 100%, i.e. doubling), so every step is exact integer arithmetic.

/** What a win (or a loss) does to the next stake. */
export type StakeChange = { kind: 'reset' } | { kind: 'increase'; percent: number };

export interface AutoBetSettings {
  /** How many bets the run places; 0 runs until stopped. */
  bets: number;
  onWin: StakeChange;
  onLoss: StakeChange;
  /** Stop once the run's net profit reaches this; 0 is off. */
  stopOnProfit: Hundredths;
  /** Stop once the run's net loss reaches this; 0 is off. */
  stopOnLoss: Hundredths;
}

/** The stakes a bet may have: the contract's limits (the same for dice, plinko and mines). */
export interface StakeLimits {
  min: Hundredths;
  max: Hundredths;
}

export const CONTRACT_STAKE_LIMITS: StakeLimits = { min: BET_MIN, max: BET_MAX };

/** The run so far, from settled bets only. */
export interface RunTally {
  /** The stake the player set: what "reset" returns to. */
  base: Hundredths;
  /** The stake of the next bet. */
  nextStake: Hundredths;
  placed: number;
  /** Payouts minus stakes of the run's bets. */
  profit: Hundredths;
}

export type StopReason = 'bets' | 'profit' | 'loss';

/** A stake within the limits. */
export function clampStake(stake: Hundredths, limits: StakeLimits): Hundredths {
  return Math.min(limits.max, Math.max(limits.min, stake));
}

/** The stake grown by `percent` hundredths of a percent, rounded half up to a hundredth. */
export function increaseStake(stake: Hundredths, percent: number): Hundredths {
  return stake + Math.round((stake * percent) / 10_000);
}

export function startTally(base: Hundredths, limits = CONTRACT_STAKE_LIMITS): RunTally {
  return { base, nextStake: clampStake(base, limits), placed: 0, profit: 0 };
}

/**
 * The tally after one settled bet. A net gain is a win and a net loss a loss (a 0.5x plinko
 * bucket is a loss, as the result line says); the stake back exactly changes nothing.
 */
export function afterBet(
  settings: AutoBetSettings,
  tally: RunTally,
  bet: { stake: Hundredths; payout: Hundredths },
  limits = CONTRACT_STAKE_LIMITS,
): RunTally {
  const net = bet.payout - bet.stake;
  const change = net > 0 ? settings.onWin : net < 0 ? settings.onLoss : null;
  const next =
    change === null
      ? bet.stake
      : change.kind === 'reset'
        ? tally.base
        : increaseStake(bet.stake, change.percent);
  return {
    base: tally.base,
    nextStake: clampStake(next, limits),
    placed: tally.placed + 1,
    profit: tally.profit + net,
  };
}

/** Why the run ends after this tally, or null to place the next bet. Limits come first. */
export function stopReasonOf(settings: AutoBetSettings, tally: RunTally): StopReason | null {
  if (settings.stopOnProfit > 0 && tally.profit >= settings.stopOnProfit) return 'profit';
  if (settings.stopOnLoss > 0 && -tally.profit >= settings.stopOnLoss) return 'loss';
  if (settings.bets > 0 && tally.placed >= settings.bets) return 'bets';
  return null;
}
