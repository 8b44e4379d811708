import { useEffect } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpot, RouletteRound } from '../../../src/shared/contract/roulette';
import { jackpotStore, useRouletteJackpot } from './jackpot-store';
import { feedableJackpot, holdsJackpot, jackpotToShow } from './roulette-display';

/**
 * The roulette page's jackpot: it holds the shared jackpot (the chat's button included)
 * while a roll is on screen, so a new streak never tells the result before the strip
 * lands, and feeds it the round's own pool while betting and once landed.
 */
export function useJackpotHold(
  round: RouletteRound | null,
  landedRoundId: number | null,
): RouletteJackpot | null {
  const stored = useRouletteJackpot();
  const holding = holdsJackpot(round, landedRoundId);
  useEffect(() => {
    if (holding) jackpotStore.getState().hold();
    else jackpotStore.getState().release();
  }, [holding]);
  useEffect(() => () => jackpotStore.getState().release(), []);

  const own = feedableJackpot(round, landedRoundId);
  const amount = own?.amount;
  const greenStreak = own?.greenStreak;
  useEffect(() => {
    if (amount !== undefined && greenStreak !== undefined) {
      jackpotStore.getState().receive({ amount, greenStreak });
    }
  }, [amount, greenStreak]);

  return jackpotToShow(stored, round, landedRoundId);
}
