import { type BetMoments, winOrNothing } from '../../fair/moments';
import { COIN_FLIP_FEE_PERCENT } from './limits';

/** A coin flip pays the pot less its fee to one side in two. */
export function coinFlipMoments(): BetMoments {
  return { option: 'coin flip', ...winOrNothing(0.5, 2 * (1 - COIN_FLIP_FEE_PERCENT / 100)) };
}
