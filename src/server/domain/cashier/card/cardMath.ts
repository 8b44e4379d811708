import { CONVERSION_FACTOR } from '../../../../shared/money';
import { hundredthsPerUsd } from '../crypto/coinMath';

/** Gems (hundredths, rounded down) a charge of `cents` buys: CONVERSION_FACTOR gems a dollar. */
export function gemsOfCents(cents: number): number {
  return Math.floor((cents * hundredthsPerUsd(CONVERSION_FACTOR)) / 100);
}

/** What a card payment's row holds of its gems when a reversal arrives. */
export interface ReversalState {
  /** Hundredths of the currency captured. */
  cents: number;
  /** Hundredths of the currency reversed before this one. */
  reversedCents: number;
  /** Gems the payment brought: credited, bonus and held. */
  amount: number;
  bonus: number;
  held: number;
  /** Gems owed back before this one: taken (reversed) and not taken (shortfall). */
  reversed: number;
  shortfall: number;
}

export interface ReversalShare {
  /** Hundredths of the currency this reversal counts (never past what was captured). */
  cents: number;
  /** Gems it owes back: its share of the credit and its bonus, held gems included. */
  due: number;
  /** Of `due`: what the held gems cover (never credited, so nothing leaves the balance). */
  fromHeld: number;
  /** Of `due`: what the player's balance must cover. */
  fromBalance: number;
}

/**
 * A refund or chargeback of `cents` takes back the same share of everything the payment
 * brought, bonus included; the reversals' shares add up to the whole at a full reversal, the
 * rounding (down) settling on the last. Held gems are taken first: they never reached the
 * balance.
 */
export function reversalShare(state: ReversalState, cents: number): ReversalShare {
  const counted = Math.max(0, Math.min(cents, state.cents - state.reversedCents));
  const brought = state.amount + state.bonus + state.held;
  const owedAfter = Math.floor((brought * (state.reversedCents + counted)) / state.cents);
  const due = Math.max(0, owedAfter - state.reversed - state.shortfall);
  const fromHeld = Math.min(due, state.held);
  return { cents: counted, due, fromHeld, fromBalance: due - fromHeld };
}
