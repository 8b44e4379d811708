import { assertWholeNumber, mulDivFloor, roundHundredthsFairly } from '../../fair';
import {
  CRASH_AUTO_CASHOUT_MAX_E2,
  CRASH_AUTO_CASHOUT_MIN_E2,
  CRASH_NOTICE_E2,
  CRASH_PAYOUT_MAX,
} from './limits';

// What a cash-out pays and which cash-outs win. Multipliers are whole hundredths.

function assertMultiplierE2(multiplierE2: number): void {
  if (!Number.isSafeInteger(multiplierE2) || multiplierE2 < 100) {
    throw new RangeError('A multiplier must be a whole number of hundredths, at least 100');
  }
}

/**
 * A cash-out's payout: stake * multiplier hundredths, rounded fairly with the round's
 * `roundingFloat` (crashRoundingFloat) so a 0.10 stake at 1.09x returns what 1.09x is worth.
 * A float of 0 rounds up: the most a cash-out can pay.
 */
export function crashPayout(stake: number, multiplierE2: number, roundingFloat: number): number {
  assertWholeNumber(stake, 'Stake');
  assertMultiplierE2(multiplierE2);
  return roundHundredthsFairly(BigInt(stake) * BigInt(multiplierE2), 100n, roundingFloat);
}

/**
 * The highest multiplier at which `stake` still pays no more than the payout cap. The
 * server cashes a bet out there by itself: beyond it the bet could only pay the cap.
 */
export function crashPayoutCapE2(stake: number): number {
  assertWholeNumber(stake, 'Stake');
  if (stake === 0) throw new RangeError('Stake must be positive');
  // even rounded up, ceil(stake * m / 100) <= cap  <=>  stake * m <= 100 * cap
  return mulDivFloor(100 * CRASH_PAYOUT_MAX, 1, stake);
}

/**
 * An auto cash-out wins when the round reaches its target: a target equal to the crash
 * point wins (the curve touches it), anything above loses. A 1.00x round pays nobody.
 */
export function crashTargetWins(targetE2: number, crashPointE2: number): boolean {
  assertMultiplierE2(targetE2);
  assertMultiplierE2(crashPointE2);
  return targetE2 <= crashPointE2;
}

/**
 * A cash-out by hand at `atE2` (the multiplier the database clock gives) is paid when the
 * round has not crashed by then. A 1.00x round pays nobody: it busts as it starts, so a
 * cash-out that reaches the server in that moment is refused too. Were it paid, cashing out
 * at once would return the whole stake on every round, and rakeback on top of it more.
 */
export function crashCashOutWins(atE2: number, crashPointE2: number): boolean {
  assertMultiplierE2(atE2);
  assertMultiplierE2(crashPointE2);
  return crashPointE2 > 100 && atE2 <= crashPointE2;
}

/** Why an auto cash-out target cannot be played, in words for the player; null when fine. */
export function crashAutoCashoutError(targetE2: number): string | null {
  if (!Number.isSafeInteger(targetE2)) {
    return 'Auto cash-out must be a whole number of hundredths (250 = 2.50x)';
  }
  if (targetE2 < CRASH_AUTO_CASHOUT_MIN_E2 || targetE2 > CRASH_AUTO_CASHOUT_MAX_E2) {
    return 'Auto cash-out must be between 1.01x and 1,000,000.00x';
  }
  return null;
}

/** A round that reached 100.00x sends the CRASH_100X notice. */
export function crashSendsNotice(crashPointE2: number): boolean {
  assertMultiplierE2(crashPointE2);
  return crashPointE2 >= CRASH_NOTICE_E2;
}
